import { ControlError } from './route';

function invalid(message: string): ControlError {
  return new ControlError(400, 'InvalidBody', message);
}

/**
 * Reads the fields of a JSON object sent to the control API, refusing anything of the wrong shape
 * with a 400 `InvalidBody` that names the field.
 */
export class BodyReader {
  /** The object as sent. */
  readonly fields: Record<string, unknown>;

  constructor(
    value: unknown,
    private readonly where = 'the body',
  ) {
    if (typeof value !== 'object' || value === null || Array.isArray(value))
      throw invalid(`${where} must be a JSON object`);
    this.fields = value as Record<string, unknown>;
  }

  has(name: string): boolean {
    return this.fields[name] !== undefined;
  }

  /** Refuses fields this route does not know, so a typo is not silently ignored. */
  only(...names: string[]): this {
    const unknown = Object.keys(this.fields).filter((name) => !names.includes(name));
    if (unknown.length > 0) throw invalid(`${this.where} has unknown field(s): ${unknown.join(', ')}`);
    return this;
  }

  string(name: string, pattern?: RegExp): string {
    const value = this.fields[name];
    if (typeof value !== 'string') throw invalid(`"${name}" must be a string`);
    if (pattern && !pattern.test(value)) throw invalid(`"${name}" must match ${pattern.source}`);
    return value;
  }

  optionalString(name: string, pattern?: RegExp): string | undefined {
    return this.has(name) ? this.string(name, pattern) : undefined;
  }

  integer(name: string, min = Number.MIN_SAFE_INTEGER): number {
    const value = this.fields[name];
    if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < min)
      throw invalid(`"${name}" must be an integer${min > Number.MIN_SAFE_INTEGER ? ` of at least ${min}` : ''}`);
    return value;
  }

  optionalInteger(name: string, min?: number): number | undefined {
    return this.has(name) ? this.integer(name, min) : undefined;
  }

  /** A finite number above zero. */
  positiveNumber(name: string): number {
    const value = this.fields[name];
    if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0)
      throw invalid(`"${name}" must be a number above 0`);
    return value;
  }

  /** An object of names to numbers above 0, e.g. `{ "digits": 100 }`. */
  positiveNumberTable(name: string): Record<string, number> {
    const table = this.object(name);
    return Object.fromEntries(Object.keys(table.fields).map((key) => [key, table.positiveNumber(key)]));
  }

  boolean(name: string): boolean {
    const value = this.fields[name];
    if (typeof value !== 'boolean') throw invalid(`"${name}" must be true or false`);
    return value;
  }

  oneOf<T extends string>(name: string, values: readonly T[]): T {
    const value = this.fields[name];
    if (!values.includes(value as T)) throw invalid(`"${name}" must be one of ${values.join(', ')}`);
    return value as T;
  }

  object(name: string): BodyReader {
    return new BodyReader(this.fields[name], `"${name}"`);
  }

  optionalObject(name: string): BodyReader | undefined {
    return this.has(name) ? this.object(name) : undefined;
  }
}
