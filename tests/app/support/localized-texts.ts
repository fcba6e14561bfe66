import { join, relative } from 'node:path';
import ts from 'typescript';

export interface LocalizedTexts {
  /** Every English text the app passes to `localize`, found from the literal types of its arguments. */
  readonly texts: readonly string[];
  /** The keys (`other` forms) of the count texts the app passes to `localizePlural`. */
  readonly plurals: readonly string[];
  /**
   * `file: call` for each call whose argument is not a string literal (or a union of them) and so
   * escapes the check; `localizeNodes` passing on its own `sentence` is the one expected here.
   */
  readonly unresolved: readonly string[];
}

const ROOT = join(import.meta.dirname, '../../..');

/** The functions whose first argument is a catalogue key (`localizePlural`: a count text's forms). */
const PLURAL = 'localizePlural';
const LOCALIZING = new Set(['localize', 'localizeNodes', PLURAL]);

/**
 * Reads the app with the TypeScript checker and collects what each `localize(...)` call can show:
 * a literal, a constant holding one, a ternary of literals or a lookup in a table of literals all
 * have a string literal type (or a union of them), so none of them escapes the catalogue check.
 */
export function collectLocalizedTexts(): LocalizedTexts {
  const configPath = join(ROOT, 'tsconfig.app.json');
  const config = ts.getParsedCommandLineOfConfigFile(
    configPath,
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
  );
  if (!config) throw new Error(`cannot read ${configPath}`);
  const program = ts.createProgram({ rootNames: config.fileNames, options: { ...config.options, noEmit: true } });
  const checker = program.getTypeChecker();
  const texts = new Set<string>();
  const plurals = new Set<string>();
  const unresolved: string[] = [];

  const visit = (node: ts.Node, file: ts.SourceFile): void => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && LOCALIZING.has(node.expression.text)) {
      const [argument] = node.arguments;
      const plural = node.expression.text === PLURAL;
      const type = argument ? checker.getTypeAtLocation(argument) : undefined;
      const literals = type && (plural ? pluralKeysOf(type, checker) : literalsOf(type));
      if (literals) for (const text of literals) (plural ? plurals : texts).add(text);
      else unresolved.push(`${relative(ROOT, file.fileName)}: ${node.getText(file)}`);
    }
    ts.forEachChild(node, (child) => visit(child, file));
  };
  for (const file of program.getSourceFiles()) {
    if (!file.isDeclarationFile && relative(ROOT, file.fileName).startsWith('src/')) visit(file, file);
  }
  return { texts: [...texts].sort(), plurals: [...plurals].sort(), unresolved: unresolved.sort() };
}

/** The `other` form of each count text the type can be: a constant or a lookup in a table of them. */
function pluralKeysOf(type: ts.Type, checker: ts.TypeChecker): string[] | undefined {
  const members = type.isUnion() ? type.types : [type];
  const others = members.map((member) => {
    const other = member.getProperty('other');
    return other && literalsOf(checker.getTypeOfSymbol(other));
  });
  return others.every((literals) => literals !== undefined) ? others.flat() : undefined;
}

function literalsOf(type: ts.Type): string[] | undefined {
  const members = type.isUnion() ? type.types : [type];
  return members.every((member) => member.isStringLiteral())
    ? members.map((member) => (member as ts.StringLiteralType).value)
    : undefined;
}
