import { campoAreas, restringirAreasGeridas, selecionados } from '../../cargo-salario/relatorios/comum.ts'
import { referencia, referencias } from '../../shared/campos.ts'
import { defineConsulta, type FiltroSql, listaJson, type Linha } from '../../shared/consulta.ts'
import { camposPeriodo, descreverPeriodo, juntar, regrasPeriodo } from '../../shared/filtrosRelatorio.ts'
import { arredondar, formatarInteiro } from '../../shared/formatos.ts'
import {
  TIPO_NOTA,
  TIPO_SUBJETIVA,
  ehEscolha,
  estaRespondida,
  type PerguntaQuestionario,
  type RespostaQuestionario,
} from '../../shared/questionario.ts'
import { defineRelatorio } from '../../shared/relatorio.ts'
import { AUTORIDADE_DESLIGAMENTOS } from '../entrevistas-desligamento.ts'
import { menuRelatorioTalentos } from './comum.ts'

/** One interview as the report reads it: its model and the questions it answered, with the answers. */
export interface EntrevistaRespondida {
  readonly modeloId: number
  readonly tituloModelo: string
  readonly perguntas: ReadonlyArray<PerguntaQuestionario>
  readonly respostas: ReadonlyArray<RespostaQuestionario>
}

export const SEM_RESPOSTAS = 'Sem respostas'
export const rotuloMedia = (p: Pick<PerguntaQuestionario, 'notaMinima' | 'notaMaxima'>) => `Média das notas (de ${p.notaMinima} a ${p.notaMaxima})`

interface Acumulado {
  pergunta: PerguntaQuestionario
  readonly titulo: string
  readonly modeloId: number
  respondidas: number
  readonly porOpcao: Map<number, number>
  readonly textos: Map<number, string>
  somaNotas: number
  readonly abertas: string[]
  readonly comentarios: string[]
}

/**
 * The answers aggregated per question (pure; the report's rows), questions by model title and then by their order:
 * - a choice question (objective, multiple choice): one row per option with how many chose it and the percentage of
 *   the interviews that answered the question (multiple choice may sum above 100 %);
 * - a grade question: one row with the number of answers and the average grade (2 decimals);
 * - a subjective question: one row per open answer (texts, without names: an exit interview is confidential);
 * - the comments a question demanded: one row each, after the question's figures.
 * A question is matched by model and question id (stable in the engine); its text and options are those of the
 * latest interview read (the model may have been edited between interviews). Unanswered questions count in nothing.
 */
export const agregarRespostas = (entrevistas: ReadonlyArray<EntrevistaRespondida>): ReadonlyArray<Linha> => {
  const porChave = new Map<string, Acumulado>()
  for (const e of entrevistas) {
    const respostas = new Map(e.respostas.map((r) => [r.perguntaId, r]))
    for (const p of e.perguntas) {
      const chave = `${e.modeloId}:${p.id}`
      const a: Acumulado = porChave.get(chave) ?? {
        pergunta: p,
        titulo: e.tituloModelo,
        modeloId: e.modeloId,
        respondidas: 0,
        porOpcao: new Map(),
        textos: new Map(),
        somaNotas: 0,
        abertas: [],
        comentarios: [],
      }
      porChave.set(chave, a)
      a.pergunta = p
      for (const o of p.respostas) a.textos.set(o.id, o.texto)
      const r = respostas.get(p.id)
      if (!r || r.tipoId !== p.tipo) continue
      if (r.comentario && p.tipo !== TIPO_SUBJETIVA) a.comentarios.push(r.comentario)
      if (!estaRespondida(r)) continue
      a.respondidas++
      if (p.tipo === TIPO_SUBJETIVA) a.abertas.push(r.comentario!.trim())
      else if (p.tipo === TIPO_NOTA) a.somaNotas += r.nota ?? 0
      else for (const id of r.respostaId !== undefined ? [r.respostaId] : (r.respostasIds ?? [])) a.porOpcao.set(id, (a.porOpcao.get(id) ?? 0) + 1)
    }
  }
  const ordenados = [...porChave.values()].sort(
    (x, y) => x.titulo.localeCompare(y.titulo, 'pt-BR') || x.modeloId - y.modeloId || x.pergunta.ordem - y.pergunta.ordem || x.pergunta.id - y.pergunta.id,
  )
  const linhas: Linha[] = []
  for (const a of ordenados) {
    const p = a.pergunta
    const pergunta = `${a.titulo} — ${p.ordem}. ${p.texto}`
    const linha = (resposta: string, quantidade: number | null, percentual: number | null, media: number | null): Linha => ({ pergunta, resposta, quantidade, percentual, media })
    if (ehEscolha(p.tipo)) {
      const ids = [...new Set([...p.respostas.map((o) => o.id), ...a.porOpcao.keys()])]
      for (const id of ids) {
        const n = a.porOpcao.get(id) ?? 0
        linhas.push(linha(a.textos.get(id) ?? `Opção ${id}`, n, a.respondidas > 0 ? arredondar((100 * n) / a.respondidas, 2) : 0, null))
      }
    } else if (p.tipo === TIPO_NOTA) {
      linhas.push(linha(rotuloMedia(p), a.respondidas, null, a.respondidas > 0 ? arredondar(a.somaNotas / a.respondidas, 2) : null))
    } else if (a.abertas.length) for (const t of a.abertas) linhas.push(linha(t, null, null, null))
    else linhas.push(linha(SEM_RESPOSTAS, 0, null, null))
    for (const c of a.comentarios) linhas.push(linha(`Comentário: ${c}`, null, null, null))
  }
  return linhas
}

/** The SQL's rows (one per interview, questions and answers as stored JSON) read back as interviews. */
export const entrevistasDasLinhas = (linhas: ReadonlyArray<Linha>): ReadonlyArray<EntrevistaRespondida> =>
  linhas.map((l) => ({
    modeloId: Number(l['modeloId']),
    tituloModelo: String(l['tituloModelo'] ?? ''),
    perguntas: listaJson<PerguntaQuestionario>(l['perguntas']),
    respostas: listaJson<RespostaQuestionario>(l['respostas']),
  }))

/**
 * Resultados das Entrevistas de Desligamento (spec 001 §7 talent reports, issue 14): the exit interviews of the people
 * dismissed in the period (by dismissal date), answers aggregated per question (`agregarRespostas`). Filters: period
 * (required), companies (those the user sees; none = the session's), establishments and areas (the history row in
 * force on the dismissal date), model. A manager sees the people of their areas only.
 */
export const consultaResultadosEntrevistas = defineConsulta({
  nome: 'gestao-talentos/resultados-entrevistas-desligamentos',
  autoridade: AUTORIDADE_DESLIGAMENTOS,
  campos: {
    ...camposPeriodo('Desligamento'),
    empresasIds: referencias({ label: 'Empresas', resource: 'utilitario/empresas', feminino: true }),
    estabelecimentosIds: referencias({ label: 'Estabelecimentos', resource: 'utilitario/estabelecimentos' }),
    areasOrganizacionaisIds: campoAreas(false),
    modeloId: referencia({ label: 'Modelo de Entrevista', resource: 'gestao-talentos/modelos-entrevista-desligamento' }),
  },
  restringir: restringirAreasGeridas,
  regras: (f) => regrasPeriodo(f),
  colunas: () => [
    { campo: 'resposta', titulo: 'Resposta', tipo: 'texto', largura: 4 },
    { campo: 'quantidade', titulo: 'Quantidade', tipo: 'inteiro' },
    { campo: 'percentual', titulo: 'Percentual (%)', tipo: 'percentual' },
    { campo: 'media', titulo: 'Média', tipo: 'decimal' },
  ],
  agruparPor: () => 'pergunta',
  completar: (linhas) => agregarRespostas(entrevistasDasLinhas(linhas)),
})
export type FiltroResultadosEntrevistas = FiltroSql<typeof consultaResultadosEntrevistas>

export const relatorioResultadosEntrevistas = defineRelatorio({
  consulta: consultaResultadosEntrevistas,
  titulo: 'Resultados das Entrevistas de Desligamento',
  menu: menuRelatorioTalentos(5),
  descreverFiltro: (f) =>
    juntar([
      descreverPeriodo('Desligamento', f),
      selecionados('Empresas', f.empresasIds, 'a da sessão'),
      selecionados('Estabelecimentos', f.estabelecimentosIds),
      selecionados('Áreas', f.areasOrganizacionaisIds, 'todas'),
    ]),
  resumo: (linhas) => [{ rotulo: 'Perguntas', valor: formatarInteiro(new Set(linhas.map((l) => l['pergunta'])).size) }],
})
