import { booleano, decimal, textoLongo, texto } from '../shared/campos.ts'
import { defineResource } from '../shared/resource.ts'
import { ROLE_DESENVOLVIMENTO } from '../desenvolvimento/categoria-curso.ts'

export const NOTA_MINIMA_PADRAO = 7
export const NOTA_MAXIMA = 10

/**
 * A practical evaluation (spec 002 /avaliacao/avaliacao-pratica; issue 17): the hands-on test an NR training often
 * requires (a rescue at height, operating a forklift). A certification lists the ones it requires; an employee's
 * result passes when its grade reaches `notaMinima` (core/avaliacao/colaboradores-avaliacoes-praticas.ts).
 */
export const avaliacaoPratica = defineResource({
  name: 'avaliacao/avaliacao-pratica',
  table: 'avaliacoes_praticas',
  copia: { grupo: 'Avaliação: Avaliações Práticas', chave: ['titulo'] },
  label: 'Avaliações Práticas',
  labelSingular: 'Avaliação Prática',
  scope: 'empresa',
  authority: ROLE_DESENVOLVIMENTO,
  fields: {
    titulo: texto({ label: 'Título', max: 100, required: true, list: true, unique: 'Já existe uma avaliação prática com este título' }),
    notaMinima: decimal({ label: 'Nota mínima', digitos: 4, casas: 2, min: 0, max: NOTA_MAXIMA, default: NOTA_MINIMA_PADRAO, required: true, list: true, feminino: true, help: 'De 0 a 10: a nota que aprova' }),
    observacao: textoLongo({ label: 'Observação', max: 4000, feminino: true }),
    ativo: booleano({ label: 'Ativo', default: true, list: true }),
  },
  sort: { field: 'titulo', order: 'ASC' },
  menu: { grupo: 'Avaliação', subgrupo: 'Avaliações Práticas', ordem: 1 },
})
