/**
 * The online editor's templates: one JSON file per template in `schemas/templates/` (docs/online-design.md), added
 * like products, by a file. Each is checked when the server starts and by the test suite, and every problem is named
 * as `file#/json/pointer: reason`: the document against the contract's DesignDoc schema (the same schema that checks
 * what the editor saves), plus the template's own rules (a known kind, a size, a name in every language, no images —
 * an image is one customer's upload).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { Ajv, type ErrorObject } from 'ajv';
import { DESIGN_KINDS, type DesignDoc, type DesignKind } from '../../../domain/editor/editor';
import { locales, type Locale } from '../../../domain/i18n/locales';
import { componentSchema } from '../../http/contract';
import { projectRoot } from '../../infra/root';

export interface DesignTemplateFile {
  id: string;
  kind: DesignKind;
  width_mm: number;
  height_mm: number;
  names: Record<Locale, string>;
  doc: DesignDoc;
}

export interface TemplateProblem {
  file: string;
  pointer: string;
  reason: string;
}

export const templatesDir = join(projectRoot, 'schemas/templates');

const ID = /^[a-z0-9_-]+$/;
const NAME_MAX = 80;
const SIZE_MIN_MM = 10;
const SIZE_MAX_MM = 2000;
const KEYS = new Set(['$comment', 'kind', 'width_mm', 'height_mm', 'names', 'doc']);

let validateDoc: ReturnType<Ajv['compile']> | null = null;

function docValidator() {
  validateDoc ??= new Ajv({ allErrors: true, strict: false }).compile(componentSchema('DesignDoc'));
  return validateDoc;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The problems of one template file's parsed content (empty when it is a good template). */
export function checkTemplate(file: string, value: unknown): TemplateProblem[] {
  const problems: TemplateProblem[] = [];
  const add = (pointer: string, reason: string) => problems.push({ file, pointer, reason });
  if (!ID.test(basename(file, '.json'))) add('', 'the file name (the template id) may hold only a-z, 0-9, _ and -');
  if (!isObject(value)) {
    add('', 'a template is a JSON object');
    return problems;
  }
  for (const key of Object.keys(value)) if (!KEYS.has(key)) add(`/${key}`, `unknown property (allowed: ${[...KEYS].join(', ')})`);
  if (typeof value.kind !== 'string' || !(DESIGN_KINDS as readonly string[]).includes(value.kind)) add('/kind', `must be one of ${DESIGN_KINDS.join(', ')}`);
  for (const side of ['width_mm', 'height_mm'] as const) {
    const size = value[side];
    if (typeof size !== 'number' || !(size >= SIZE_MIN_MM && size <= SIZE_MAX_MM)) add(`/${side}`, `must be a number of millimetres from ${SIZE_MIN_MM} to ${SIZE_MAX_MM}`);
  }
  const names = value.names;
  if (!isObject(names)) add('/names', `needs a name in each language: ${locales.join(', ')}`);
  else
    for (const locale of locales) {
      const name = names[locale];
      if (typeof name !== 'string' || name.trim() === '' || name.length > NAME_MAX) add(`/names/${locale}`, `a name of 1 to ${NAME_MAX} characters is required`);
    }
  const validate = docValidator();
  if (!validate(value.doc)) {
    for (const error of (validate.errors ?? []) as ErrorObject[]) {
      // oneOf reports every branch: the one matching the object's type says what is wrong.
      if (error.keyword === 'oneOf' || error.keyword === 'const' || (error.keyword === 'enum' && error.instancePath.endsWith('/type'))) continue;
      add(`/doc${error.instancePath}`, error.message ?? 'invalid');
    }
    if (problems.length === 0) add('/doc', 'not a design document (src/domain/editor DesignDoc)');
  } else {
    const doc = value.doc as DesignDoc;
    doc.pages.forEach((page, p) =>
      page.objects.forEach((object, o) => {
        if (object.type === 'image') add(`/doc/pages/${p}/objects/${o}`, 'templates cannot place images (an image is one customer\'s upload): use shapes and colours');
      }),
    );
  }
  return problems;
}

/** Every template in `dir`, sorted by id, and the problems found (the server refuses to start with any). */
export function loadDesignTemplates(dir = templatesDir): { templates: DesignTemplateFile[]; problems: TemplateProblem[] } {
  const templates: DesignTemplateFile[] = [];
  const problems: TemplateProblem[] = [];
  for (const name of readdirSync(dir).filter((f) => f.endsWith('.json')).sort()) {
    const file = join(dir, name);
    let value: unknown;
    try {
      value = JSON.parse(readFileSync(file, 'utf8'));
    } catch (error) {
      problems.push({ file, pointer: '', reason: `not JSON: ${(error as Error).message}` });
      continue;
    }
    const found = checkTemplate(file, value);
    if (found.length > 0) {
      problems.push(...found);
      continue;
    }
    const template = value as Omit<DesignTemplateFile, 'id'>;
    templates.push({ id: basename(name, '.json'), kind: template.kind, width_mm: template.width_mm, height_mm: template.height_mm, names: template.names, doc: template.doc });
  }
  return { templates, problems };
}

export function formatTemplateProblems(problems: TemplateProblem[]): string {
  return problems.map((p) => `${p.file}#${p.pointer}: ${p.reason}`).join('\n');
}
