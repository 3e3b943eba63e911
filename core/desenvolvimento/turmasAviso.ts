import { Effect, Schema } from 'effect'
import { colaboradores } from '../cargo-salario/colaboradores.ts'
import { primeiroNome } from '../gestao-talentos/entrevistas-desligamento-link.ts'
import type { Ator } from '../shared/ator.ts'
import { listar, obter } from '../shared/crud.ts'
import { RegraViolada } from '../shared/erros.ts'
import { formatarData } from '../shared/formatos.ts'
import { Correio } from '../shared/ports.ts'
import { defineAcao } from '../shared/resource.ts'
import { colaboradorTurma } from './colaborador-turma.ts'
import { cursos } from './cursos.ts'
import { diasTurmas } from './dias-turmas.ts'
import { TURNOS } from './frequencia.ts'
import { turmas } from './turmas.ts'

export const TURMA_SEM_PARTICIPANTES_AVISO = 'A turma não tem participantes a avisar.'

const todos = { range: { offset: 0, limit: 10_000 } } as const

/** The notice's text: course, class, days (or the period when no day is registered), place and instructor. */
export const textoDoAviso = (a: {
  readonly nome: string
  readonly curso: string
  readonly cargaHoraria: string
  readonly turma: string
  readonly instrutor: string
  readonly instituicao: string | null
  readonly online: boolean
  readonly dataPrevIni: string
  readonly dataPrevFim: string | null
  readonly dias: ReadonlyArray<{ readonly dia: string; readonly turno: string | null }>
}) => {
  const dias = a.dias.length
    ? a.dias.map((d) => `- ${formatarData(d.dia)}${d.turno ? ` (${TURNOS.find((t) => t.id === d.turno)?.name ?? d.turno})` : ''}`).join('\n')
    : `- de ${formatarData(a.dataPrevIni)}${a.dataPrevFim && a.dataPrevFim !== a.dataPrevIni ? ` a ${formatarData(a.dataPrevFim)}` : ''}`
  const local = a.online ? 'Online' : (a.instituicao ?? 'a confirmar')
  return `Olá, ${primeiroNome(a.nome)}.\n\nVocê está inscrito(a) no treinamento "${a.curso}" (carga horária ${a.cargaHoraria}), turma "${a.turma}".\n\nDias:\n${dias}\n\nLocal: ${local}\nInstrutor: ${a.instrutor}\n`
}

/**
 * The class's notice to its participants (spec 002 turma POST /{id}/envia-aviso): one e-mail each, to the e-mail of
 * their employee record, through the mail port; those without e-mail are listed back.
 */
export const enviarAviso = (ator: Ator, turmaId: number) =>
  Effect.gen(function* () {
    const t = yield* obter(turmas, ator, turmaId)
    const c = yield* obter(cursos, ator, Number(t.cursoId))
    const participantes = (yield* listar(colaboradorTurma, ator, { ...todos, filter: { turmaId } })).rows
    if (!participantes.length) return yield* new RegraViolada({ message: TURMA_SEM_PARTICIPANTES_AVISO })
    const dias = (yield* listar(diasTurmas, ator, { ...todos, filter: { turmaId }, sort: { field: 'dia', order: 'ASC' } })).rows.map((d) => ({ dia: String(d.dia), turno: d.turno ?? null }))
    const pessoas = (yield* listar(colaboradores, ator, { ...todos, filter: { id: participantes.map((p) => Number(p.colaboradorId)) } })).rows
    const porId = new Map(pessoas.map((x) => [x.id, x]))
    const correio = yield* Correio
    let enviados = 0
    const semEmail: string[] = []
    for (const p of participantes) {
      const pessoa = porId.get(Number(p.colaboradorId))
      const nome = String(pessoa?.nome ?? p.nomeColaborador ?? '')
      const email = typeof pessoa?.email === 'string' && pessoa.email.trim() ? pessoa.email.trim() : undefined
      if (!email) {
        semEmail.push(nome)
        continue
      }
      yield* Effect.orDie(
        correio.enviar({
          para: [email],
          assunto: `Treinamento: ${String(c.nome)} — ${String(t.descricao)}`,
          texto: textoDoAviso({
            nome,
            curso: String(c.nome),
            cargaHoraria: String(c.cargaHoraria),
            turma: String(t.descricao),
            instrutor: String(t.instrutor),
            instituicao: t.instituicao ?? null,
            online: t.online === true,
            dataPrevIni: String(t.dataPrevIni),
            dataPrevFim: t.dataPrevFim ?? null,
            dias,
          }),
          empresaId: Number(t.empresaId),
        }),
      )
      enviados++
    }
    return {
      enviados,
      semEmail,
      message: `Aviso enviado a ${enviados} ${enviados === 1 ? 'participante' : 'participantes'}.${semEmail.length ? ` Sem e-mail cadastrado: ${semEmail.join(', ')}.` : ''}`,
    }
  })

export const ACOES_AVISO_TURMAS = [
  defineAcao({
    nome: 'envia-aviso',
    metodo: 'POST',
    caminho: ':id/envia-aviso',
    resumo: 'Envia por e-mail aos participantes o aviso da turma (curso, turma, dias, local e instrutor); lista quem não tem e-mail',
    modo: 'escrever',
    resposta: Schema.Struct({ enviados: Schema.Number, semEmail: Schema.Array(Schema.String), message: Schema.String }),
    executar: (ator, { id }) => enviarAviso(ator, id),
  }),
]
