import { Help, type Command } from 'commander'

/** Commander's own words in pt-BR: help titles and markers, option details, error messages, suggestions. */
const TITULOS: Readonly<Record<string, string>> = {
  'Usage:': 'Uso:',
  'Options:': 'Opções:',
  'Commands:': 'Comandos:',
  'Arguments:': 'Argumentos:',
  'Global Options:': 'Opções globais:',
}

const detalhes = (s: string) =>
  s.replace(/\(default: /g, '(padrão: ').replace(/\bchoices: /g, 'opções: ').replace(/\bpreset: /g, 'predefinido: ').replace(/\benv: /g, 'variável: ')

const marcadores = (s: string) => s.replace(/\[options\]/g, '[opções]').replace(/\[command\]/g, '[comando]')

const ERROS: ReadonlyArray<readonly [RegExp, string]> = [
  [/^error: unknown command '(.*)'/, "erro: comando desconhecido '$1'"],
  [/^error: unknown option '(.*)'/, "erro: opção desconhecida '$1'"],
  [/^error: required option '(.*)' not specified/, "erro: a opção obrigatória '$1' não foi informada"],
  [/^error: missing required argument '(.*)'/, "erro: falta o argumento obrigatório '$1'"],
  [/^error: option '(.*)' argument missing/, "erro: falta o valor da opção '$1'"],
  [/^error: option '(.*)' argument '(.*)' is invalid\./, "erro: o valor '$2' da opção '$1' é inválido."],
  [/^error: command-argument value '(.*)' is invalid for argument '(.*)'\./, "erro: o valor '$1' do argumento '$2' é inválido."],
  [/^error: too many arguments(?: for '(.*)')?\. Expected (\d+) arguments? but got (\d+)\./, 'erro: argumentos demais (esperado $2, recebido $3).'],
  [/^error: (.*) cannot be used with (.*)/, 'erro: $1 não pode ser usada com $2'],
  [/\(Did you mean one of (.*)\?\)/, '(Você quis dizer um destes: $1?)'],
  [/\(Did you mean (.*)\?\)/, '(Você quis dizer $1?)'],
  [/^error: /, 'erro: '],
]

export const traduzirErro = (s: string) => s.split('\n').map((linha) => ERROS.reduce((l, [de, para]) => l.replace(de, para), linha)).join('\n')

/**
 * Puts the program in Portuguese. Call it on the root before adding commands: subcommands inherit the help
 * option, help command, help and output configuration.
 */
export const emPortugues = (p: Command) =>
  p
    .helpOption('-h, --help', 'mostra a ajuda do comando')
    .helpCommand('help [comando]', 'mostra a ajuda de um comando')
    .configureHelp({
      styleTitle: (t) => TITULOS[t] ?? t,
      styleUsage: (u) => marcadores(u),
      subcommandTerm: (c) => marcadores(Help.prototype.subcommandTerm.call(new Help(), c)),
      optionDescription: (o) => detalhes(Help.prototype.optionDescription.call(new Help(), o)),
      argumentDescription: (a) => detalhes(Help.prototype.argumentDescription.call(new Help(), a)),
    })
    .configureOutput({ outputError: (s, escrever) => escrever(traduzirErro(s)) })
