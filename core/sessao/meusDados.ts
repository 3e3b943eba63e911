import { Effect, Either } from 'effect'
import { camposColaborador, colaboradores, validarColaborador } from '../cargo-salario/colaboradores.ts'
import type { Ator, Escopo } from '../shared/ator.ts'
import { RegraViolada, ValidacaoFalhou, type ErroCampo } from '../shared/erros.ts'
import { Repositorio } from '../shared/repositorio.ts'
import { CAMPOS_SISTEMA, defineAcao, errosDoParse, montar, type Registro } from '../shared/resource.ts'
import { usuarios } from '../utilitario/usuarios.ts'
import { Schema } from 'effect'

/**
 * 'Atualizar Meus Dados' (spec 000: ROLE_CAD_INFO_PESSOAL): a staff user linked to an employee
 * (usuarios.colaboradorId) updates their own contact, address and a few personal fields, and nothing else.
 * Decided: the whitelist below (what a person may declare about themself without a document HR must check);
 * documents, schooling, disability, contract, position and salary stay with HR. Any other key in the body is
 * refused with 'Campo desconhecido' (never silently ignored, so nobody believes a salary change went through).
 */
export const CAMPOS_MEUS_DADOS = [
  'nomeSocial',
  'estadoCivil',
  'qtdFilhos',
  'conjuge',
  'profissaoConjuge',
  'etniaRaca',
  'cep',
  'logradouro',
  'numero',
  'complemento',
  'bairro',
  'ufId',
  'cidadeId',
  'email',
  'ddd',
  'foneFixo',
  'dddCelular',
  'foneCelular',
  'nomeContato',
] as const satisfies ReadonlyArray<keyof typeof camposColaborador>

export type CampoMeusDados = (typeof CAMPOS_MEUS_DADOS)[number]

const camposMeusDados = Object.fromEntries(CAMPOS_MEUS_DADOS.map((k) => [k, camposColaborador[k]])) as { [K in CampoMeusDados]: (typeof camposColaborador)[K] }

/** The body of PUT meus-dados (every key optional; absent = cleared, as a PUT). */
export const CorpoMeusDados = montar(camposMeusDados, 'update')

export const SEM_TALENTO_VINCULADO = 'Seu usuário não está vinculado a um talento nesta empresa.'

/** What the page shows: who the employee is (read-only) and the fields they may change. */
export const MeusDados = Schema.Struct({
  vinculado: Schema.Boolean,
  mensagem: Schema.optional(Schema.String),
  /** id, nome, matrícula, CPF, admissão and the fields of `CAMPOS_MEUS_DADOS`. */
  talento: Schema.optional(Schema.Record({ key: Schema.String, value: Schema.Unknown })),
})
export type MeusDados = typeof MeusDados.Type

/** The session company's employee linked to the acting user, if any. */
export const meuTalento = (ator: Ator) =>
  Effect.gen(function* () {
    const repo = yield* Repositorio
    const u = yield* Effect.either(repo.get(usuarios, ator.escopo, ator.usuario.id))
    const id = Either.isRight(u) ? u.right.colaboradorId : null
    if (typeof id !== 'number') return undefined
    const escopo: Escopo = { ...ator.escopo, empresasVisiveis: [ator.escopo.empresaId] }
    const t = yield* Effect.either(repo.get(colaboradores, escopo, id))
    return Either.isRight(t) ? { registro: t.right as Registro, escopo } : undefined
  })

const paraTela = (r: Registro): MeusDados => ({
  vinculado: true,
  talento: {
    id: r.id,
    nome: r['nome'],
    matricula: r['matricula'] ?? null,
    cpf: r['cpf'],
    dataAdmissao: r['dataAdmissao'],
    ...Object.fromEntries(CAMPOS_MEUS_DADOS.map((k) => [k, r[k] ?? null])),
  },
})

export const lerMeusDados = (ator: Ator) =>
  Effect.map(meuTalento(ator), (t): MeusDados => (t ? paraTela(t.registro) : { vinculado: false, mensagem: SEM_TALENTO_VINCULADO }))

const vazio = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '')

/**
 * Replaces the whitelisted fields of the user's own employee record, with the employee's rules that read them
 * (the city in its UF, e-mail and phone formats); audited as the user.
 */
export const alterarMeusDados = (ator: Ator, corpo: unknown) =>
  Effect.gen(function* () {
    if (typeof corpo !== 'object' || corpo === null || Array.isArray(corpo)) return yield* ValidacaoFalhou.campo('', 'Corpo da requisição inválido')
    const t = yield* meuTalento(ator)
    if (!t) return yield* new RegraViolada({ message: SEM_TALENTO_VINCULADO })
    const desconhecidos: ErroCampo[] = []
    const limpo: Record<string, unknown> = {}
    for (const [k, v] of Object.entries(corpo)) {
      if (CAMPOS_SISTEMA.has(k)) continue
      if (!(CAMPOS_MEUS_DADOS as ReadonlyArray<string>).includes(k)) desconhecidos.push({ field: k, message: 'Campo desconhecido' })
      else if (!vazio(v)) limpo[k] = v
    }
    const res = Schema.decodeUnknownEither(CorpoMeusDados, { errors: 'all' })(limpo)
    const erros = [...desconhecidos, ...(Either.isLeft(res) ? errosDoParse(res.left) : [])]
    if (erros.length || Either.isLeft(res)) return yield* ValidacaoFalhou.campos(erros)
    const novos = res.right as Record<string, unknown>
    const mudancas = Object.fromEntries(CAMPOS_MEUS_DADOS.map((k) => [k, novos[k] ?? null]))
    // The employee's rules on the record as it would be; only those about these fields count here (an old
    // inconsistency elsewhere in the record is HR's to fix, not a reason to refuse a new phone number).
    const atual = t.registro
    const juntos = { ...Object.fromEntries(Object.entries(atual).filter(([, v]) => v !== null)), ...novos } as never
    const regra = yield* validarColaborador(juntos, { escopo: t.escopo, ator, modo: 'update', id: atual.id, atual })
    const dosCampos = (Array.isArray(regra) ? regra : (regra as { erros: ReadonlyArray<ErroCampo> }).erros).filter((e: ErroCampo) =>
      (CAMPOS_MEUS_DADOS as ReadonlyArray<string>).includes(e.field.split('.')[0]!),
    )
    if (dosCampos.length) return yield* ValidacaoFalhou.campos(dosCampos)
    const repo = yield* Repositorio
    const gravado = yield* repo.transaction(repo.alterar(colaboradores, t.escopo, atual.id, mudancas))
    return paraTela(gravado as Registro)
  })

export const AUTORIDADE_MEUS_DADOS = 'ROLE_CAD_INFO_PESSOAL'

/** GET/PUT /api/cargo-salario/colaboradores/meus-dados: guarded by ROLE_CAD_INFO_PESSOAL alone (the user's own record). */
export const ACOES_MEUS_DADOS = [
  defineAcao({
    nome: 'meus-dados',
    metodo: 'GET',
    caminho: 'meus-dados',
    resumo: 'Meus dados: o talento vinculado ao usuário (contato, endereço e dados pessoais que ele mesmo atualiza)',
    modo: 'ler',
    autoridade: AUTORIDADE_MEUS_DADOS,
    somenteAutoridade: true,
    resposta: MeusDados,
    executar: (ator) => lerMeusDados(ator),
  }),
  defineAcao({
    nome: 'altera-meus-dados',
    metodo: 'PUT',
    caminho: 'meus-dados',
    resumo: 'Atualizar Meus Dados: contato, endereço e dados pessoais do próprio talento (nada além)',
    modo: 'escrever',
    autoridade: AUTORIDADE_MEUS_DADOS,
    somenteAutoridade: true,
    corpo: CorpoMeusDados,
    validadoNoCaso: true,
    resposta: MeusDados,
    executar: (ator, { corpo }) => alterarMeusDados(ator, corpo),
  }),
]
