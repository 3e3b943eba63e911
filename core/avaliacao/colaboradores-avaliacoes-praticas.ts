import { Effect } from 'effect'
import { booleano, data, decimal, referencia, textoLongo, texto } from '../shared/campos.ts'
import { Relogio } from '../shared/ports.ts'
import { defineResource } from '../shared/resource.ts'
import { ROLE_DESENVOLVIMENTO } from '../desenvolvimento/categoria-curso.ts'
import { NOTA_MAXIMA } from './avaliacao-pratica.ts'

export const DATA_FUTURA = 'A data não pode ser posterior à data atual'

/** A result passes when its grade reaches the evaluation's passing grade. */
export const aprovadoNaPratica = (nota: number, notaMinima: number): boolean => nota >= notaMinima

/**
 * An employee's result in a practical evaluation (issue 17): the day it was taken (not in the future), the grade
 * (0 to 10) and whether it passed (`aprovado`, computed: nota ≥ the evaluation's nota mínima). The approved results
 * count towards the certifications that require the evaluation (core/desenvolvimento/colaboradores-certificacoes.ts).
 * Employees of the session's company only.
 */
export const colaboradoresAvaliacoesPraticas = defineResource({
  name: 'avaliacao/colaboradores-avaliacoes-praticas',
  table: 'colaboradores_avaliacoes_praticas',
  label: 'Resultados de Avaliações Práticas',
  labelSingular: 'Resultado de Avaliação Prática',
  scope: 'empresa',
  authority: ROLE_DESENVOLVIMENTO,
  fields: {
    // Inactive evaluations are not offered for new results (existing ones keep theirs).
    avaliacaoPraticaId: referencia({ label: 'Avaliação prática', resource: 'avaliacao/avaliacao-pratica', filtroOpcoes: { ativo: true }, required: true, list: true, feminino: true }),
    colaboradorId: referencia({ label: 'Talento', resource: 'cargo-salario/colaboradores', required: true, list: true }),
    data: data({ label: 'Data', required: true, list: true }),
    nota: decimal({ label: 'Nota', digitos: 4, casas: 2, min: 0, max: NOTA_MAXIMA, required: true, list: true, feminino: true }),
    observacao: textoLongo({ label: 'Observação', max: 4000, feminino: true }),
  },
  colunas: {
    tituloAvaliacaoPratica: texto({ label: 'Avaliação prática', max: 100, feminino: true }),
    nomeColaborador: texto({ label: 'Nome do Talento', max: 100 }),
    aprovado: booleano({ label: 'Aprovado' }),
  },
  validar: (e) =>
    Effect.gen(function* () {
      const hoje = yield* (yield* Relogio).hoje
      return e.data > hoje ? [{ field: 'data', message: DATA_FUTURA }] : []
    }),
  sort: { field: 'data', order: 'DESC' },
  menu: { grupo: 'Avaliação', subgrupo: 'Avaliações Práticas', ordem: 2 },
})
