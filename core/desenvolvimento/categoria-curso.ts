import { texto } from '../shared/campos.ts'
import { defineResource } from '../shared/resource.ts'

export const ROLE_DESENVOLVIMENTO = 'ROLE_DESENVOLVIMENTO'
export const GRUPO_COPIA_DESENVOLVIMENTO = 'Desenvolvimento: Categorias, Cursos e Tipos de Despesa'

/** Course category (spec 002 /desenvolvimento/categoria-curso): groups a company's courses. */
export const categoriaCurso = defineResource({
  name: 'desenvolvimento/categoria-curso',
  table: 'categorias_curso',
  copia: { grupo: GRUPO_COPIA_DESENVOLVIMENTO, chave: ['descricao'] },
  label: 'Categorias de Curso',
  labelSingular: 'Categoria de Curso',
  scope: 'empresa',
  authority: ROLE_DESENVOLVIMENTO,
  fields: {
    descricao: texto({ label: 'Descrição', max: 100, required: true, list: true, feminino: true, unique: 'Já existe uma categoria de curso com esta descrição' }),
  },
  sort: { field: 'descricao', order: 'ASC' },
  menu: { grupo: 'Desenvolvimento', subgrupo: 'Cadastros', ordem: 1 },
})
