import { Context, Effect, Either, Schema } from 'effect'
import { meuTalento } from '../sessao/meusDados.ts'
import type { Ator } from '../shared/ator.ts'
import { atualizar, listar, obter } from '../shared/crud.ts'
import { RegraViolada, ValidacaoFalhou } from '../shared/erros.ts'
import { Relogio } from '../shared/ports.ts'
import { Repositorio } from '../shared/repositorio.ts'
import { defineAcao } from '../shared/resource.ts'
import { colaboradorTurma } from './colaborador-turma.ts'
import { cursos } from './cursos.ts'
import { diasTurmas } from './dias-turmas.ts'
import { TURNOS } from './frequencia.ts'
import { turmas } from './turmas.ts'

/**
 * Attendance by QR code (spec 002 dia-turma GET /qr-code-presenca, turma GET /{id}/pode-gerar-qrcode-presenca; issue
 * 17): HR shows a class day's QR code on a screen; a participant reads it with a phone and checks in with their
 * employee login. The code is `<diaTurmaId>.<window>.<HMAC>`: a new one every `ROTACAO_MS` (the window is the
 * clock's 30-second slot), each accepted until `VALIDADE_MS` after its window began, signed with the installation's
 * key (`SegredoPresenca`; never in the code). A photo sent to a friend later is refused as expired; within its
 * window it only serves a participant of that class, logged in as themself, once per day.
 */

export const ROTACAO_MS = 30_000
/** Shown for 30 s and accepted for 60 s more (the time to read it and log in on the phone). */
export const VALIDADE_MS = 90_000

export const CODIGO_INVALIDO = 'Código de presença inválido. Leia o QR code exibido na turma.'
export const CODIGO_EXPIRADO = 'Código de presença expirado. Leia novamente o QR code exibido na turma.'
export const DIA_NAO_E_HOJE = 'Este dia da turma não é hoje: a presença por QR code só vale no próprio dia.'
export const TURMA_REALIZADA = 'A turma já foi concluída: a presença não pode mais ser registrada por QR code.'
export const TURMA_SEM_DIA_HOJE = 'A turma não tem dia cadastrado para hoje.'
export const TURMA_SEM_PARTICIPANTES = 'A turma não tem participantes.'
export const NAO_PARTICIPANTE = 'Você não é participante desta turma.'
export const SEM_TALENTO_VINCULADO_TREINAMENTO = 'Seu usuário não está vinculado a um talento nesta empresa.'
export const PRESENCA_REGISTRADA = 'Presença registrada'
export const DIA_TURMA_OBRIGATORIO = 'Dia da turma é obrigatório'

/** The installation's key, as a signing function (HMAC-SHA256, base64url): the adapter keeps the key. */
export class SegredoPresenca extends Context.Tag('SegredoPresenca')<SegredoPresenca, { readonly assinador: Effect.Effect<(mensagem: string) => string> }>() {}

export const janelaDe = (agoraMs: number) => Math.floor(agoraMs / ROTACAO_MS)
const mensagemDe = (diaTurmaId: number, janela: number) => `presenca-qr:${diaTurmaId}:${janela}`

/** The code of a class day for the window of `agoraMs`, and when it stops being shown and stops being accepted. */
export const emitirCodigoPresenca = (diaTurmaId: number, agoraMs: number, assinar: (m: string) => string) => {
  const janela = janelaDe(agoraMs)
  return {
    token: `${diaTurmaId}.${janela}.${assinar(mensagemDe(diaTurmaId, janela))}`,
    trocaEmMs: (janela + 1) * ROTACAO_MS,
    expiraEmMs: janela * ROTACAO_MS + VALIDADE_MS,
  }
}

/** Same length and characters, compared without stopping at the first difference. */
const iguais = (a: string, b: string) => {
  if (a.length !== b.length) return false
  let d = 0
  for (let i = 0; i < a.length; i++) d |= a.charCodeAt(i) ^ b.charCodeAt(i)
  return d === 0
}

const FORMATO = /^(\d{1,10})\.(\d{1,14})\.([A-Za-z0-9_-]{20,100})$/

export type JulgamentoCodigo = { readonly ok: true; readonly diaTurmaId: number } | { readonly ok: false; readonly motivo: string }

/**
 * A code read back at `agoraMs`: its signature (the day and window it names), then its time (not before its window,
 * not after `VALIDADE_MS`).
 */
export const conferirCodigoPresenca = (token: unknown, agoraMs: number, assinar: (m: string) => string): JulgamentoCodigo => {
  const m = typeof token === 'string' ? FORMATO.exec(token) : null
  if (!m) return { ok: false, motivo: CODIGO_INVALIDO }
  const diaTurmaId = Number(m[1])
  const janela = Number(m[2])
  if (!Number.isSafeInteger(janela) || diaTurmaId <= 0 || !iguais(m[3]!, assinar(mensagemDe(diaTurmaId, janela)))) return { ok: false, motivo: CODIGO_INVALIDO }
  const inicio = janela * ROTACAO_MS
  if (agoraMs < inicio) return { ok: false, motivo: CODIGO_INVALIDO }
  if (agoraMs - inicio >= VALIDADE_MS) return { ok: false, motivo: CODIGO_EXPIRADO }
  return { ok: true, diaTurmaId }
}

const todos = { range: { offset: 0, limit: 10_000 } } as const
const nomeTurno = (t: unknown) => TURNOS.find((x) => x.id === t)?.name ?? null

/** Whether the class can show a QR code now: a day today, not held yet, with participants; else the reason. */
export const podeGerarQrCode = (ator: Ator, turmaId: number) =>
  Effect.gen(function* () {
    const t = yield* obter(turmas, ator, turmaId)
    const hoje = yield* (yield* Relogio).hoje
    const dias = (yield* listar(diasTurmas, ator, { ...todos, filter: { turmaId, dia: hoje } })).rows
    const participantes = (yield* listar(colaboradorTurma, ator, { range: { offset: 0, limit: 1 }, filter: { turmaId } })).total
    const motivo = t.realizada === true ? TURMA_REALIZADA : !dias.length ? TURMA_SEM_DIA_HOJE : !participantes ? TURMA_SEM_PARTICIPANTES : null
    return { podeGerar: motivo === null, motivo, diasHoje: dias.map((d) => ({ id: d.id, dia: String(d.dia), turno: nomeTurno(d.turno) })) }
  })

/** The check-in link of a class day, for HR's QR screen; refused with the reason when the class cannot show one now. */
export const qrCodePresenca = (ator: Ator, diaTurmaIdTexto: string | undefined, base: string) =>
  Effect.gen(function* () {
    const diaTurmaId = Number(diaTurmaIdTexto)
    if (!Number.isSafeInteger(diaTurmaId) || diaTurmaId <= 0) return yield* ValidacaoFalhou.campo('diaTurmaId', DIA_TURMA_OBRIGATORIO)
    const d = yield* obter(diasTurmas, ator, diaTurmaId)
    const pode = yield* podeGerarQrCode(ator, Number(d.turmaId))
    if (!pode.podeGerar) return yield* new RegraViolada({ message: pode.motivo ?? TURMA_SEM_DIA_HOJE })
    if (!pode.diasHoje.some((x) => x.id === diaTurmaId)) return yield* new RegraViolada({ message: DIA_NAO_E_HOJE })
    const agora = Date.parse(yield* (yield* Relogio).agora)
    const c = emitirCodigoPresenca(diaTurmaId, agora, yield* (yield* SegredoPresenca).assinador)
    return {
      diaTurmaId,
      url: `${base.replace(/\/+$/, '')}/desenvolvimento/presenca-qrcode/${c.token}`,
      token: c.token,
      trocaEm: new Date(c.trocaEmMs).toISOString(),
      expiraEm: new Date(c.expiraEmMs).toISOString(),
    }
  })

export const CorpoPresencaQr = Schema.Struct({
  token: Schema.String.annotations({ message: () => CODIGO_INVALIDO }).pipe(Schema.maxLength(200, { message: () => CODIGO_INVALIDO })),
})

export const PresencaQrRegistrada = Schema.Struct({
  message: Schema.String,
  jaRegistrada: Schema.Boolean,
  curso: Schema.String,
  turma: Schema.String,
  dia: Schema.String,
  turno: Schema.NullOr(Schema.String),
})

/**
 * The participant's check-in: the code (signature, time), the day (today, the class not held), the user's own
 * employee among its participants; then the day joins the same `diasPresentesIds` HR ticks, through the
 * participants' write path (its rules, the audit log, as the employee). A second check-in of the day changes nothing.
 */
export const registrarPresencaQr = (ator: Ator, token: string) =>
  Effect.flatMap(Repositorio, (repo) =>
    repo.transaction(
      Effect.gen(function* () {
        const eu = yield* meuTalento(ator)
        if (!eu) return yield* new RegraViolada({ message: SEM_TALENTO_VINCULADO_TREINAMENTO })
        const relogio = yield* Relogio
        const j = conferirCodigoPresenca(token, Date.parse(yield* relogio.agora), yield* (yield* SegredoPresenca).assinador)
        if (!j.ok) return yield* new RegraViolada({ message: j.motivo })
        const d = yield* Effect.either(repo.get(diasTurmas, ator.escopo, j.diaTurmaId))
        if (Either.isLeft(d)) return yield* new RegraViolada({ message: CODIGO_INVALIDO })
        const dia = d.right
        const t = yield* repo.get(turmas, ator.escopo, Number(dia.turmaId))
        const c = yield* repo.get(cursos, ator.escopo, Number(t.cursoId))
        if (String(dia.dia) !== (yield* relogio.hoje)) return yield* new RegraViolada({ message: DIA_NAO_E_HOJE })
        if (t.realizada === true) return yield* new RegraViolada({ message: TURMA_REALIZADA })
        const p = (yield* repo.list(colaboradorTurma, ator.escopo, { filter: { turmaId: t.id, colaboradorId: eu.registro.id }, range: { offset: 0, limit: 1 } })).rows[0]
        if (!p) return yield* new RegraViolada({ message: NAO_PARTICIPANTE })
        const presentes = (p.diasPresentesIds ?? []) as ReadonlyArray<number>
        const jaRegistrada = presentes.includes(dia.id)
        if (!jaRegistrada) {
          const comoParticipante: Ator = { ...ator, escopo: { ...ator.escopo, empresaId: Number(t.empresaId) } }
          yield* atualizar(colaboradorTurma, comoParticipante, p.id, { turmaId: t.id, colaboradorId: p.colaboradorId, diasPresentesIds: [...presentes, dia.id] })
        }
        return { message: PRESENCA_REGISTRADA, jaRegistrada, curso: String(c.nome), turma: String(t.descricao), dia: String(dia.dia), turno: nomeTurno(dia.turno) }
      }),
    ),
  )

const PodeGerar = Schema.Struct({
  podeGerar: Schema.Boolean,
  motivo: Schema.NullOr(Schema.String),
  diasHoje: Schema.Array(Schema.Struct({ id: Schema.Number, dia: Schema.String, turno: Schema.NullOr(Schema.String) })),
})

export const ACOES_QR_TURMAS = [
  defineAcao({
    nome: 'pode-gerar-qrcode-presenca',
    metodo: 'GET',
    caminho: ':id/pode-gerar-qrcode-presenca',
    resumo: 'Se a turma pode exibir o QR code de presença agora (dia hoje, não realizada, com participantes), ou o motivo',
    modo: 'ler',
    resposta: PodeGerar,
    executar: (ator, { id }) => podeGerarQrCode(ator, id),
  }),
]

export const ACOES_QR_DIAS_TURMAS = [
  defineAcao({
    nome: 'qr-code-presenca',
    metodo: 'GET',
    caminho: 'qr-code-presenca',
    resumo: 'O link de presença do dia da turma (query diaTurmaId) para o QR code: troca a cada 30 s, aceito por 90 s',
    modo: 'ler',
    resposta: Schema.Struct({ diaTurmaId: Schema.Number, url: Schema.String, token: Schema.String, trocaEm: Schema.String, expiraEm: Schema.String }),
    executar: (ator, { query, origem }) => qrCodePresenca(ator, query['diaTurmaId'], origem.links() ?? origem.exibida()),
  }),
]
