import { Schema } from 'effect'
import { booleano, data, lista, opcoes, referencia, texto, textoLongo } from '../shared/campos.ts'
import { DATA_FINAL_INFERIOR } from '../shared/datas.ts'
import type { ErroCampo } from '../shared/erros.ts'
import { defineResource } from '../shared/resource.ts'
import { PAPEIS_AVALIADOR, type PapelAvaliador } from './papeis.ts'
import { ROLE_AVALIACAO } from './periodos-experiencia.ts'

export const TIPO_AVALIACAO_1 = '1.0'
export const TIPO_AVALIACAO_2 = '2.0'
export const TIPOS_AVALIACAO = [
  { id: TIPO_AVALIACAO_1, name: '1.0' },
  { id: TIPO_AVALIACAO_2, name: '2.0' },
] as const

/**
 * formato (spec 002 §3 "formato (default 0)", required for 2.0; its values are not shown). Decided: the breadth of
 * the 2.0 evaluation, as HR people name it: 90° (the manager), 180° (manager and self), 360° (every role).
 */
export const FORMATOS_AVALIACAO = [
  { id: 0, name: 'Não se aplica' },
  { id: 1, name: '90° (gestor)' },
  { id: 2, name: '180° (gestor e autoavaliação)' },
  { id: 3, name: '360° (gestor, autoavaliação, pares e liderados)' },
] as const

export const TIPO_AVALIACAO_OBRIGATORIO = 'Tipo de avaliação é obrigatório'
export const FORMATO_OBRIGATORIO_2 = 'Campo Obrigatório é necessário quando Tipo é 2.0'
export const MODELO_AVALIACAO_OBRIGATORIO = 'Modelo de Avaliação é obrigatório'
export const INFORME_AUTOAVALIACAO = 'Informe se a avaliação permite autoavaliação'
export const INFORME_ANONIMA = 'Informe se a avaliação é anônima.'
export const SOMA_PESOS_PAPEIS = 'A soma dos pesos dos papéis deve ser 100%'
export const PAPEL_REPETIDO = 'Papel repetido nos pesos'

/** A role's weight in the overall result (users of other HR systems ask for 'self 10 %, peers 30 %, manager 60 %'). */
export const PesoPapel = Schema.Struct({
  papel: Schema.Literal(...PAPEIS_AVALIADOR.map((p) => p.id)).annotations({ message: () => 'Papel inválido' }),
  peso: Schema.Number.pipe(Schema.int({ message: () => 'Peso deve ser um número inteiro' }), Schema.between(0, 100, { message: () => 'Peso deve estar entre 0 e 100' })).annotations({
    message: () => 'Peso inválido',
  }),
})
export type PesoPapel = { readonly papel: PapelAvaliador; readonly peso: number }

export const camposAvaliacaoDesempenho = {
  titulo: texto({ label: 'Título', max: 250, required: true, list: true }),
  dataIni: data({ label: 'Data Inicial', required: true, list: true }),
  dataFim: data({ label: 'Data Final', required: true, list: true }),
  tipo: opcoes({ label: 'Tipo', options: TIPOS_AVALIACAO, required: true, list: true, obrigatorio: TIPO_AVALIACAO_OBRIGATORIO }),
  formato: opcoes({ label: 'Formato', options: FORMATOS_AVALIACAO, default: 0 }),
  avaliarSomenteCompetencias: booleano({ label: 'Avaliar somente competências' }),
  modeloAvaliacaoId: referencia({ label: 'Modelo de Avaliação', resource: 'avaliacao/modelos-avaliacao', filtroOpcoes: { tipo: 'D' }, list: true }),
  permiteAutoAvaliacao: booleano({ label: 'Permite autoavaliação', semPadrao: true, required: true, obrigatorio: INFORME_AUTOAVALIACAO }),
  anonima: booleano({ label: 'Anônima', semPadrao: true, required: true, feminino: true, list: true, obrigatorio: INFORME_ANONIMA }),
  avaliarCompetenciasCargo: booleano({ label: 'Avaliar competências do cargo' }),
  exibirNivelCompetenciaExigido: booleano({ label: 'Exibir nível de competência exigido' }),
  notaQuestionarioManual: booleano({ label: 'Nota do questionário manual' }),
  consideraRespCorespHierarquia: booleano({ label: 'Considerar responsáveis e corresponsáveis na hierarquia' }),
  exibeResultadoAutoAvaliacao: booleano({ label: 'Exibir resultado da autoavaliação' }),
  exibirPerformanceProfissional: booleano({ label: 'Exibir performance profissional' }),
  pesosPapeis: lista({ label: 'Pesos dos papéis', item: PesoPapel, max: PAPEIS_AVALIADOR.length }),
  observacao: textoLongo({ label: 'Observação', feminino: true, max: 4000 }),
}

export type EntradaAvaliacao = { readonly [K in keyof typeof camposAvaliacaoDesempenho]?: unknown }

/** The form's rules of spec 002 §5 "Evaluation form" plus the role weights. */
export const regrasAvaliacaoDesempenho = (e: EntradaAvaliacao): ReadonlyArray<ErroCampo> => {
  const erros: ErroCampo[] = []
  if (typeof e.dataIni === 'string' && typeof e.dataFim === 'string' && e.dataFim < e.dataIni) erros.push({ field: 'dataFim', message: DATA_FINAL_INFERIOR })
  if (e.tipo === TIPO_AVALIACAO_2 && !e.formato) erros.push({ field: 'formato', message: FORMATO_OBRIGATORIO_2 })
  if (!e.avaliarSomenteCompetencias && !e.modeloAvaliacaoId) erros.push({ field: 'modeloAvaliacaoId', message: MODELO_AVALIACAO_OBRIGATORIO })
  const pesos = (Array.isArray(e.pesosPapeis) ? e.pesosPapeis : []) as ReadonlyArray<PesoPapel>
  const vistos = new Set<string>()
  pesos.forEach((p, i) => {
    if (vistos.has(p.papel)) erros.push({ field: `pesosPapeis.${i}.papel`, message: PAPEL_REPETIDO })
    vistos.add(p.papel)
  })
  if (pesos.length && pesos.reduce((s, p) => s + p.peso, 0) !== 100) erros.push({ field: 'pesosPapeis', message: SOMA_PESOS_PAPEIS })
  return erros
}

/**
 * Performance evaluation (spec 002 /avaliacao/avaliacoes-desempenho, §3 "Evaluation model (performance
 * evaluation)"): a period, type 1.0 or 2.0 (2.0 with its formato), the questionnaire model (unless only competencies
 * are evaluated), anonymous or identified, self-evaluation allowed or not, the competency flags and the role weights.
 * Participants are `avaliacao/participante-avaliacao-desempenho`; HR releases it (`liberada`) for the evaluators.
 * `possuiResposta` (spec field) is computed: a draft, a sent pair or an anonymous answer exists. The rules that read
 * other data (the locks, the removal) are attached in avaliacoes-desempenhoRegras.ts.
 */
export const avaliacoesDesempenho = defineResource({
  name: 'avaliacao/avaliacoes-desempenho',
  table: 'avaliacoes_desempenho',
  label: 'Avaliações de Desempenho',
  labelSingular: 'Avaliação de Desempenho',
  scope: 'empresa',
  authority: ROLE_AVALIACAO,
  fields: camposAvaliacaoDesempenho,
  estado: {
    liberada: booleano({ label: 'Liberada', list: true, feminino: true }),
  },
  colunas: {
    possuiResposta: booleano({ label: 'Possui resposta' }),
  },
  omitirNaLista: ['observacao'],
  sort: { field: 'dataIni', order: 'DESC' },
  menu: { grupo: 'Avaliação', ordem: 1 },
  rules: regrasAvaliacaoDesempenho,
})
