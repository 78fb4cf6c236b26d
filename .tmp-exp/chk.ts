import { loadDesignTemplates, formatTemplateProblems } from '../src/server/lib/design-templates';
const r = loadDesignTemplates();
console.log(r.templates.length, formatTemplateProblems(r.problems));
