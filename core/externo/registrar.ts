import { Effect, Either, Schema } from 'effect'
import { candidatos, CPF_DUPLICADO, SENHAS_DIFERENTES } from '../captacao/candidatos.ts'
import { salvarCandidato } from '../captacao/salvarCandidato.ts'
import { DURACAO_SESSAO_MIN } from '../sessao/login.ts'
import type { Ator } from '../shared/ator.ts'
import { alterar } from '../shared/crud.ts'
import { NaoEncontrado, ValidacaoFalhou, type ErroCampo } from '../shared/erros.ts'
import { HashSenha, Sessoes } from '../shared/ports.ts'
import { Repositorio } from '../shared/repositorio.ts'
import { decodificar, validar, type Registro } from '../shared/resource.ts'
import { empresas } from '../utilitario/empresas.ts'
import { ACEITE_OBRIGATORIO, registrarConsentimento, termoDaEmpresa } from './consentimento.ts'
import { LIMITES, limitar } from './limitador.ts'
import { PortalDados } from './ports.ts'
import { CPF_OBRIGATORIO } from './textos.ts'
import { atorPortal, escopoDe, type SessaoCandidato } from './sessao.ts'

/** Fields only the RH writes: a candidate's body never sets them; an edit keeps their stored values. */
export const CAMPOS_DO_RH = [
  'qualificado',
  'contratado',
  'jaFoiColaborador',
  'qualificacaoCadastral',
  'mensagemQualificacao',
  'observacaoRH',
  'ocrTexto',
  'moduloExterno',
  'aceitoPoliticaSeguranca',
  'disponivel',
] as const

export const SENHA_OBRIGATORIA = 'Senha é obrigatória'
export const SENHA_NAO_CONFIRMADA = 'A senha não foi confirmada corretamente. Por favor, confira.'
export const SENHA_ATUAL_INCORRETA = 'Senha atual incorreta'
export const SENHA_CURTA = 'A senha deve ter no mínimo 6 caracteres'

const objeto = (v: unknown): Record<string, unknown> => (typeof v === 'object' && v !== null && !Array.isArray(v) ? { ...(v as Record<string, unknown>) } : {})

const semCamposDoRh = (corpo: Record<string, unknown>) => {
  const c = { ...corpo }
  for (const k of [...CAMPOS_DO_RH, 'id', 'empresaId', 'removedAt', 'dataCadastro', 'dataAtualizacao']) delete c[k]
  return c
}

const lerEmpresaId = (v: unknown) => {
  const n = typeof v === 'string' && /^\d{1,9}$/.test(v.trim()) ? Number(v) : v
  return typeof n === 'number' && Number.isSafeInteger(n) && n > 0 ? n : undefined
}

/**
 * The portal's answer to a CPF that already has an account: it names nobody and points to the login and the
 * recovery (the staff screens keep 'Já existe um candidato com este CPF nesta empresa').
 */
export const CPF_JA_CADASTRADO = 'Este CPF já tem cadastro nesta empresa. Entre com seu CPF e senha ou use "Esqueci minha senha".'

/**
 * Self-registration (POST /externo/candidatos): slice B's candidate rules (configured required fields, CPF
 * unique in the company, 'As senhas devem ser iguais', …) plus the portal's own: the password is required
 * (the candidate logs in with it), and the company's privacy term must be accepted when `exigirAceitePsi`
 * is set (the acceptance goes to the consent log). Rate-limited per address. Answers the candidate and a
 * new candidate session (the candidate is logged in).
 */
export const registrarCandidato = (corpo: unknown, endereco: string) =>
  Effect.gen(function* () {
    yield* limitar(`cadastro:${endereco}`, LIMITES.cadastro)
    const bruto = objeto(corpo)
    const empresaId = lerEmpresaId(bruto['empresaId'])
    if (empresaId === undefined) return yield* ValidacaoFalhou.campo('empresaId', 'Selecione uma empresa.')
    const repo = yield* Repositorio
    const existe = yield* Effect.either(repo.get(empresas, escopoDe({ empresaId }), empresaId))
    if (existe._tag === 'Left') return yield* ValidacaoFalhou.campo('empresaId', 'Selecione uma empresa.')
    const termo = yield* termoDaEmpresa(empresaId)
    const aceitou = bruto['aceitoPoliticaSeguranca'] === true
    const proprios: ErroCampo[] = []
    if (typeof bruto['cpf'] !== 'string' || bruto['cpf'].trim() === '') proprios.push({ field: 'cpf', message: CPF_OBRIGATORIO })
    if (typeof bruto['senha'] !== 'string' || bruto['senha'] === '') proprios.push({ field: 'senha', message: SENHA_OBRIGATORIA })
    if (termo.exigirAceitePsi && !aceitou) proprios.push({ field: 'aceitoPoliticaSeguranca', message: ACEITE_OBRIGATORIO })
    const dados = semCamposDoRh(bruto)
    if (proprios.length) {
      const outros = Either.match(decodificar(candidatos, dados, 'create'), { onLeft: (e) => e.errors, onRight: () => [] })
      return yield* ValidacaoFalhou.campos([...proprios, ...outros.filter((o) => !proprios.some((p) => p.field === o.field))])
    }
    const candidato = yield* repo
      .transaction(
        Effect.gen(function* () {
          const c = yield* salvarCandidato(atorPortal({ empresaId }), dados, { estado: { moduloExterno: true, aceitoPoliticaSeguranca: aceitou && termo.texto !== '' } })
          if (aceitou && termo.texto) yield* registrarConsentimento({ candidatoId: c.id, empresaId }, 'cadastro')
          return c
        }),
      )
      .pipe(
        Effect.catchTag('ValidacaoFalhou', (e) =>
          Effect.gen(function* () {
            if (!e.errors.some((x) => x.field === 'cpf' && x.message === CPF_DUPLICADO)) return yield* e
            // Learning that a CPF has an account costs what asking the recovery does (its per-address budget).
            yield* limitar(`recuperar:${endereco}`, LIMITES.recuperar)
            return yield* ValidacaoFalhou.campos(e.errors.map((x) => (x.field === 'cpf' && x.message === CPF_DUPLICADO ? { field: 'cpf', message: CPF_JA_CADASTRADO } : x)))
          }),
        ),
      )
    const sessao = yield* (yield* Sessoes).criar({ tipo: 'externo', sujeitoId: candidato.id, empresaId }, DURACAO_SESSAO_MIN)
    return { candidato: semSegredos(candidato), sessao }
  })

export const semSegredos = (r: Registro) => {
  const { senha: _s, confirmaSenha: _c, senhaHash: _h, ...resto } = r as Record<string, unknown>
  return resto as Registro
}

/** The logged-in candidate's own record (any other id is 404). */
export const obterCadastro = (s: SessaoCandidato, id: number) =>
  Effect.gen(function* () {
    if (id !== s.candidatoId) return yield* new NaoEncontrado({ recurso: 'candidatos', id })
    return semSegredos(yield* (yield* Repositorio).get(candidatos, escopoDe(s), id))
  })

/**
 * PUT /externo/candidatos/{id}: the candidate edits their own registration with slice B's rules. The
 * password is changed only through alterarSenha; the RH-only fields keep their stored values.
 */
export const atualizarCadastro = (s: SessaoCandidato, id: number, corpo: unknown) =>
  Effect.gen(function* () {
    if (id !== s.candidatoId) return yield* new NaoEncontrado({ recurso: 'candidatos', id })
    const atual = yield* (yield* Repositorio).get(candidatos, escopoDe(s), s.candidatoId)
    const dados: Record<string, unknown> = semCamposDoRh(objeto(corpo))
    delete dados['senha']
    delete dados['confirmaSenha']
    if (typeof dados['cpf'] !== 'string' || dados['cpf'].trim() === '') return yield* ValidacaoFalhou.campo('cpf', CPF_OBRIGATORIO)
    for (const k of CAMPOS_DO_RH) if (atual[k] !== undefined && atual[k] !== null) dados[k] = atual[k]
    return semSegredos(yield* salvarCandidato(atorPortal(s), dados, { id: s.candidatoId }))
  })

const textoObrigatorio = (m: string) =>
  Schema.propertySignature(Schema.String.annotations({ message: () => m }).pipe(Schema.minLength(1, { message: () => m }))).annotations({ missingMessage: () => m })

/** Spec 000 §3.5 password change: senha, novaSenha, confNovaSenha (all required). */
export const AlteracaoSenha = Schema.Struct({
  senha: textoObrigatorio('Senha atual é obrigatória'),
  novaSenha: textoObrigatorio('Nova senha é obrigatória'),
  confNovaSenha: textoObrigatorio('Confirmação da nova senha é obrigatória'),
})

/** Pure rules of the new password: length and confirmation (spec 000 §5 message). */
export const regrasNovaSenha = (nova: string, confirmacao: string, campo = 'confNovaSenha', campoNova = 'novaSenha'): ErroCampo[] => {
  const erros: ErroCampo[] = []
  if (nova.length < 6) erros.push({ field: campoNova, message: SENHA_CURTA })
  if (nova !== confirmacao) erros.push({ field: campo, message: campo === 'confNovaSenha' ? SENHA_NAO_CONFIRMADA : SENHAS_DIFERENTES })
  return erros
}

/**
 * A candidate's new password, as the change of their record through the write path (core/shared/crud.ts
 * `alterar`): hashed by the declaration's `prepare`, audited in the same transaction without the hash
 * (`senhaHash` is no field); the candidate's portal sessions ended in it too, but `manter` (the one going on).
 */
export const trocarSenhaCandidato = (ator: Ator, id: number, senha: string, manter?: string) =>
  Effect.flatMap(Repositorio, (repo) =>
    repo.transaction(
      Effect.gen(function* () {
        yield* alterar(candidatos, ator, id, yield* candidatos.prepare!({ senha }, 'update'))
        yield* (yield* Sessoes).encerrarDoSujeito('externo', id, manter)
      }),
    ),
  )

/** PATCH /externo/candidatos/{id}/alterar-senha: the current password, then the new one twice. */
export const alterarSenha = (s: SessaoCandidato, id: number, corpo: unknown) =>
  Effect.gen(function* () {
    if (id !== s.candidatoId) return yield* new NaoEncontrado({ recurso: 'candidatos', id })
    const e = yield* Either.match(validar(AlteracaoSenha, corpo), { onLeft: Effect.fail, onRight: Effect.succeed })
    const erros = regrasNovaSenha(e.novaSenha, e.confNovaSenha)
    if (erros.length) return yield* ValidacaoFalhou.campos(erros)
    const dados = yield* PortalDados
    const hash = yield* HashSenha
    const atual = yield* dados.senhaHash(s.candidatoId)
    if (!atual || !(yield* hash.verificar(e.senha, atual))) return yield* ValidacaoFalhou.campo('senha', SENHA_ATUAL_INCORRETA)
    yield* trocarSenhaCandidato(atorPortal(s), s.candidatoId, e.novaSenha, s.token)
    return { ok: true }
  })
