/**
 * The contract's status enums against the domain's status machines (src/domain/status-machines.ts): the contract
 * repeats each machine's statuses by hand, so this test keeps them equal. STATUS_ENUMS says, for every machine, which
 * enums of the bundled contract (JSON pointers into src/generated/openapi/shop.json) list its statuses, and how they
 * may differ (a status the API never answers, a value the API adds). A status a machine gains fails here until the
 * contract lists it; a status field of the contract that neither table names fails too.
 */
import { describe, expect, it } from 'vitest';
import type { StatusMachine } from '../domain/state-machine';
import { STATUS_MACHINES } from '../domain/status-machines';
import { loadContract, type JsonObject } from './http/contract';

interface StatusEnum {
  /**
   * A JSON pointer into the bundled contract, to a schema holding `enum`. In a `parameters` list a step may be the
   * parameter's name instead of its index (`…/get/parameters/status/schema`).
   */
  at: string;
  /** Statuses of the machine the API never answers or accepts here. */
  omit?: readonly string[];
  /** Values the API adds here that are not statuses of the machine. */
  extra?: readonly string[];
}

const schema = (name: string, ...rest: string[]) => ['#/components/schemas', name, ...rest].join('/');
const query = (path: string, name: string) => `#/paths/${path.replace(/~/g, '~0').replace(/\//g, '~1')}/get/parameters/${name}/schema`;

/** Machine name → the contract's enums of its statuses. Every machine has an entry; [] says the API has none. */
const STATUS_ENUMS: Readonly<Record<string, readonly StatusEnum[]>> = {
  order: [{ at: schema('OrderStatus') }],
  // `refunded` is listed by the contract (and by OrderPaymentState in src/domain/order/balance.ts), not by the machine.
  'order payment': [
    { at: schema('OrderSummary', 'properties/payment_status'), extra: ['refunded'] },
    { at: schema('StaffOrderRow', 'properties/payment_status'), extra: ['refunded'] },
  ],
  payment: [{ at: schema('StaffOrder', 'properties/payments/items/properties/status') }],
  refund: [{ at: schema('Refund', 'properties/status') }],
  recharge: [{ at: schema('Recharge', 'properties/status') }],
  // `deleted` is where permanent deletion leads: the row is gone, so no answer names it.
  message: [{ at: schema('MessageStatus'), omit: ['deleted'] }],
  // The email outbox is the server's own: no operation shows it.
  outbox: [],
  'after-sales': [{ at: schema('AfterSaleStatus') }],
  // `none`: the user has not applied yet (no row, no machine).
  certification: [{ at: schema('CertificationStatus'), extra: ['none'] }, { at: query('/staff/certifications', 'status') }],
  invoice: [{ at: schema('InvoiceStatus') }, { at: query('/invoice/lists', 'status'), extra: ['all'] }, { at: query('/staff/invoices', 'status') }],
  // `expired`: a usable coupon past its validity, by the clock (never stored).
  user_coupon: [{ at: schema('UserCoupon', 'allOf/1/properties/status'), extra: ['expired'] }],
  coupon_template: [{ at: schema('StaffCouponTemplate', 'allOf/1/properties/status') }],
  design_task: [{ at: schema('DesignTaskStatus') }],
  design_draft: [{ at: schema('DesignDraft', 'properties/status') }],
  order_proof: [{ at: schema('Proof', 'properties/status') }],
  review: [{ at: schema('ReviewStatus') }],
  flash_sale: [{ at: schema('StaffFlashSale', 'allOf/1/properties/status') }],
};

/** Status enums of the contract that no machine owns, and why. */
const NOT_MACHINE_STATUSES: Readonly<Record<string, string>> = {
  [schema('SaleState')]: "computed from the sale's window and counts by the clock (saleState in src/domain/stock/stock.ts)",
  [schema('StudioStatus')]: "the product studio's verdict on a product's checks, computed on each read",
  [schema('Shop', 'properties/pc_status')]: 'the shop-open switch (0/1), a setting',
  [schema('ShopSettings', 'properties/pc_status')]: 'the shop-open switch (0/1), a setting',
};

const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);
const unescape = (step: string) => step.replace(/~1/g, '/').replace(/~0/g, '~');
const escape = (step: string) => step.replace(/~/g, '~0').replace(/\//g, '~1');

/** The node a StatusEnum pointer names, following the contract's local `$ref`s on the way. */
function resolve(document: JsonObject, pointer: string): unknown {
  let node: unknown = document;
  for (const step of pointer.replace(/^#\//, '').split('/').map(unescape)) {
    while (isObject(node) && typeof node.$ref === 'string') node = resolve(document, node.$ref);
    if (Array.isArray(node)) {
      const named = node.find((item) => isObject(item) && item.name === step);
      node = named ?? (/^\d+$/.test(step) ? node[Number(step)] : undefined);
    } else node = isObject(node) ? node[step] : undefined;
  }
  while (isObject(node) && typeof node.$ref === 'string') node = resolve(document, node.$ref);
  return node;
}

/** What is wrong between the machines and their enums in `document` (empty when they agree). */
function statusEnumProblems(document: JsonObject, machines: readonly StatusMachine<string, string>[], table: Readonly<Record<string, readonly StatusEnum[]>>): string[] {
  const problems: string[] = [];
  for (const name of Object.keys(table)) if (!machines.some((machine) => machine.name === name)) problems.push(`STATUS_ENUMS names ${name}, which is not a status machine`);
  for (const machine of machines) {
    const enums = table[machine.name];
    if (!enums) {
      problems.push(`status machine ${machine.name} has no entry in STATUS_ENUMS (its enums in the contract, or [] when the API shows none)`);
      continue;
    }
    for (const { at, omit = [], extra = [] } of enums) {
      for (const status of omit) if (!machine.statuses.includes(status)) problems.push(`${at}: omits ${status}, which is no longer a status of ${machine.name}`);
      for (const value of extra) if (machine.statuses.includes(value)) problems.push(`${at}: ${value} is a status of ${machine.name} now; drop it from extra`);
      const node = resolve(document, at);
      if (!isObject(node) || !Array.isArray(node.enum)) {
        problems.push(`${at}: not an enum in the contract`);
        continue;
      }
      const listed = node.enum as unknown[];
      const expected = [...machine.statuses.filter((status) => !omit.includes(status)), ...extra];
      const missing = expected.filter((value) => !listed.includes(value));
      const unknown = listed.filter((value) => !expected.includes(value as string));
      if (missing.length > 0) problems.push(`${at}: lacks ${missing.join(', ')} (status machine ${machine.name})`);
      if (unknown.length > 0) problems.push(`${at}: lists ${unknown.map(String).join(', ')}, unknown to status machine ${machine.name}`);
      if (new Set(listed).size !== listed.length) problems.push(`${at}: lists a value twice`);
    }
  }
  return problems;
}

const STATUS_NAME = /(^|_)(status|state)$/;

/**
 * Every enum-typed status field of the contract: component schemas named …Status or …State, properties and query
 * parameters named status, state, …_status or …_state (or arrays of them) whose schema lists an enum. A field that
 * is a `$ref` counts as the component it names.
 */
function statusFields(document: JsonObject): string[] {
  const found: string[] = [];
  const enumAt = (node: unknown, at: string) => {
    if (!isObject(node)) return;
    if (Array.isArray(node.enum)) found.push(at);
    else if (isObject(node.items) && Array.isArray(node.items.enum)) found.push(`${at}/items`);
  };
  const walk = (node: unknown, at: string): void => {
    if (Array.isArray(node)) {
      node.forEach((item, index) => {
        const parameter = isObject(item) && typeof item.name === 'string' && typeof item.in === 'string';
        if (parameter && STATUS_NAME.test(item.name as string)) enumAt(item.schema, `${at}/${escape(item.name as string)}/schema`);
        walk(item, `${at}/${parameter ? escape(item.name as string) : index}`);
      });
      return;
    }
    if (!isObject(node)) return;
    if (isObject(node.properties)) for (const [key, value] of Object.entries(node.properties)) if (STATUS_NAME.test(key)) enumAt(value, `${at}/properties/${escape(key)}`);
    for (const [key, value] of Object.entries(node)) walk(value, `${at}/${escape(key)}`);
  };
  walk(document, '#');
  const schemas = isObject(document.components) && isObject(document.components.schemas) ? document.components.schemas : {};
  for (const [name, value] of Object.entries(schemas)) if (/(Status|State)$/.test(name)) enumAt(value, schema(escape(name)));
  return [...new Set(found)].sort();
}

/** Status fields no table names, and table entries that name no enum. */
function coverageProblems(document: JsonObject, table: Readonly<Record<string, readonly StatusEnum[]>>, notMachines: Readonly<Record<string, string>>): string[] {
  const named = new Set([...Object.values(table).flatMap((enums) => enums.map((entry) => entry.at)), ...Object.keys(notMachines)]);
  const fields = statusFields(document);
  return [
    ...fields.filter((at) => !named.has(at)).map((at) => `${at}: a status enum that neither STATUS_ENUMS nor NOT_MACHINE_STATUSES names`),
    ...Object.keys(notMachines)
      .filter((at) => !fields.includes(at))
      .map((at) => `${at}: in NOT_MACHINE_STATUSES but not a status enum of the contract`),
  ];
}

const contract = () => structuredClone(loadContract());

describe("the contract's status enums and the domain's status machines", () => {
  it('every machine has its entry, and each enum lists exactly its statuses (less those omitted, plus those added)', () => {
    expect(statusEnumProblems(contract(), STATUS_MACHINES, STATUS_ENUMS)).toEqual([]);
  });

  it('every enum-typed status field of the contract is named by the table or explained as no machine', () => {
    const fields = statusFields(contract());
    expect(fields.length).toBeGreaterThanOrEqual(20);
    expect(coverageProblems(contract(), STATUS_ENUMS, NOT_MACHINE_STATUSES)).toEqual([]);
  });
});

describe('the check fires', () => {
  const order = STATUS_MACHINES.find((machine) => machine.name === 'order')!;
  const others = STATUS_MACHINES.filter((machine) => machine !== order);

  it('when a machine gains a status the contract lacks', () => {
    const grown = { ...order, statuses: [...order.statuses, 'on_hold'] };
    expect(statusEnumProblems(contract(), [grown, ...others], STATUS_ENUMS)).toEqual(['#/components/schemas/OrderStatus: lacks on_hold (status machine order)']);
  });

  it('when the contract drops a status or lists one the machine does not know', () => {
    const document = contract();
    const statuses = resolve(document, schema('InvoiceStatus')) as { enum: string[] };
    statuses.enum = [...statuses.enum.filter((value) => value !== 'withdrawn'), 'void'];
    expect(statusEnumProblems(document, STATUS_MACHINES, STATUS_ENUMS)).toEqual([
      '#/components/schemas/InvoiceStatus: lacks withdrawn (status machine invoice)',
      '#/components/schemas/InvoiceStatus: lists void, unknown to status machine invoice',
    ]);
  });

  it('when a machine has no entry, or an omitted or added value no longer fits the machine', () => {
    const newMachine = { ...order, name: 'parcel' };
    const message = STATUS_MACHINES.find((machine) => machine.name === 'message')!;
    const renamed = { ...message, statuses: message.statuses.map((status) => (status === 'deleted' ? 'purged' : status)) };
    const certification = STATUS_MACHINES.find((machine) => machine.name === 'certification')!;
    const withNone = { ...certification, statuses: ['none', ...certification.statuses] };
    const machines = STATUS_MACHINES.map((machine) => (machine === message ? renamed : machine === certification ? withNone : machine));
    expect(statusEnumProblems(contract(), [...machines, newMachine], STATUS_ENUMS)).toEqual([
      '#/components/schemas/MessageStatus: omits deleted, which is no longer a status of message',
      '#/components/schemas/MessageStatus: lacks purged (status machine message)',
      '#/components/schemas/CertificationStatus: none is a status of certification now; drop it from extra',
      '#/paths/~1staff~1certifications/get/parameters/status/schema: lacks none (status machine certification)',
      'status machine parcel has no entry in STATUS_ENUMS (its enums in the contract, or [] when the API shows none)',
    ]);
  });

  it('when the contract gains a status field no table names', () => {
    const document = contract();
    const schemas = (document.components as JsonObject).schemas as JsonObject;
    schemas.Parcel = { type: 'object', properties: { parcel_status: { type: 'string', enum: ['packed', 'sent'] } } };
    schemas.ParcelState = { type: 'string', enum: ['packed', 'sent'] };
    expect(coverageProblems(document, STATUS_ENUMS, NOT_MACHINE_STATUSES)).toEqual([
      '#/components/schemas/Parcel/properties/parcel_status: a status enum that neither STATUS_ENUMS nor NOT_MACHINE_STATUSES names',
      '#/components/schemas/ParcelState: a status enum that neither STATUS_ENUMS nor NOT_MACHINE_STATUSES names',
    ]);
  });
});
