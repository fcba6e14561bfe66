import { join, relative } from 'node:path';
import ts from 'typescript';

export interface LocalizedTexts {
  /** Every English text the app passes to `localize`, found from the literal types of its arguments. */
  readonly texts: readonly string[];
  /**
   * `file: call` for each call whose argument is not a string literal (or a union of them) and so
   * escapes the check; `localizeNodes` passing on its own `sentence` is the one expected here.
   */
  readonly unresolved: readonly string[];
}

const ROOT = join(import.meta.dirname, '../../..');

/** The functions whose first argument is a catalogue key: `localize` and its wrappers. */
const LOCALIZING = new Set(['localize', 'localizeNodes']);

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
  const unresolved: string[] = [];

  const visit = (node: ts.Node, file: ts.SourceFile): void => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && LOCALIZING.has(node.expression.text)) {
      const [argument] = node.arguments;
      const literals = argument ? literalsOf(checker.getTypeAtLocation(argument)) : undefined;
      if (literals) for (const text of literals) texts.add(text);
      else unresolved.push(`${relative(ROOT, file.fileName)}: ${node.getText(file)}`);
    }
    ts.forEachChild(node, (child) => visit(child, file));
  };
  for (const file of program.getSourceFiles()) {
    if (!file.isDeclarationFile && relative(ROOT, file.fileName).startsWith('src/')) visit(file, file);
  }
  return { texts: [...texts].sort(), unresolved: unresolved.sort() };
}

function literalsOf(type: ts.Type): string[] | undefined {
  const members = type.isUnion() ? type.types : [type];
  return members.every((member) => member.isStringLiteral())
    ? members.map((member) => (member as ts.StringLiteralType).value)
    : undefined;
}
