import { data, opcoes, referencia, texto, textoLongo } from '../shared/campos.ts'
import { defineResource } from '../shared/resource.ts'
import { ROLE_DESENVOLVIMENTO } from './categoria-curso.ts'
import {
  ACOMPANHAMENTO_INICIO_AUSENTE,
  ACOMPANHAMENTO_INICIO_MENOR,
  ACOMPANHAMENTO_TERMINO_MENOR,
  META_OBRIGATORIA,
  NOME_ACAO_MAX,
  NOME_OBRIGATORIO,
  PREVISAO_INICIO_OBRIGATORIA,
  PREVISAO_TERMINO_MENOR,
  RESPONSAVEL_OBRIGATORIO,
  validarItemPlanoAcao,
} from './planoAcao.ts'

/** Decision (the spec names `acompanhamentoSituacao` without its values). */
export const SITUACOES_ACOMPANHAMENTO = [
  { id: 'NAO_INICIADA', name: 'Não iniciada' },
  { id: 'EM_ANDAMENTO', name: 'Em andamento' },
  { id: 'CONCLUIDA', name: 'Concluída' },
  { id: 'CANCELADA', name: 'Cancelada' },
] as const

// The date-order rules of planoAcao.ts; the required ones are the fields' own (same messages).
const REGRAS_DE_DATAS = new Set([PREVISAO_TERMINO_MENOR, ACOMPANHAMENTO_INICIO_AUSENTE, ACOMPANHAMENTO_INICIO_MENOR, ACOMPANHAMENTO_TERMINO_MENOR])

/**
 * An action of a training action plan (spec 002 §3 'Action plan item', §5 rules in core/desenvolvimento/planoAcao.ts).
 * Decision: a plan is the actions of one LNT round (`lntId`), or standalone actions when no round is given.
 */
export const planosAcao = defineResource({
  name: 'desenvolvimento/planos-acao',
  table: 'itens_plano_acao',
  label: 'Planos de Ação',
  labelSingular: 'Ação do Plano',
  scope: 'empresa',
  authority: ROLE_DESENVOLVIMENTO,
  fields: {
    lntId: referencia({ label: 'LNT', resource: 'desenvolvimento/lnt', list: true, feminino: true }),
    nome: texto({ label: 'Nome da Ação', max: NOME_ACAO_MAX, required: true, list: true, obrigatorio: NOME_OBRIGATORIO }),
    meta: textoLongo({ label: 'Meta', max: 1000, required: true, feminino: true, obrigatorio: META_OBRIGATORIA }),
    responsavelId: referencia({ label: 'Responsável', resource: 'cargo-salario/colaboradores', required: true, list: true, obrigatorio: RESPONSAVEL_OBRIGATORIO }),
    previsaoInicio: data({ label: 'Previsão de início', required: true, list: true, obrigatorio: PREVISAO_INICIO_OBRIGATORIA }),
    previsaoTermino: data({ label: 'Previsão de término', list: true }),
    acompanhamentoInicio: data({ label: 'Acompanhamento: início' }),
    acompanhamentoTermino: data({ label: 'Acompanhamento: término' }),
    acompanhamentoSituacao: opcoes({ label: 'Situação do acompanhamento', options: SITUACOES_ACOMPANHAMENTO, default: 'NAO_INICIADA', list: true, feminino: true }),
    acompanhamentoObservacao: textoLongo({ label: 'Observação do acompanhamento', max: 4000, feminino: true }),
  },
  colunas: {
    nomeResponsavel: texto({ label: 'Responsável', max: 100 }),
  },
  omitirNaLista: ['acompanhamentoObservacao', 'meta'],
  rules: (i) => validarItemPlanoAcao(i).filter((e) => REGRAS_DE_DATAS.has(e.message)),
  sort: { field: 'previsaoInicio', order: 'ASC' },
  menu: { grupo: 'Desenvolvimento', subgrupo: 'Planejamento', ordem: 3 },
})
