import { booleano, inteiro, opcoes, percentual, referencia, referencias, texto, textoLongo } from '../shared/campos.ts'
import type { ErroCampo } from '../shared/erros.ts'
import { defineResource } from '../shared/resource.ts'
import { cargaEmMinutos, CARGA_INVALIDA } from './cargaHoraria.ts'
import { GRUPO_COPIA_DESENVOLVIMENTO, ROLE_DESENVOLVIMENTO } from './categoria-curso.ts'
import { ROLE_LNT } from './lnt.ts'

/** Spec 002 §3 'Course duration options: meses = 1, anos = 12': the unit the periodicity is counted in. */
export const UNIDADES_PERIODICIDADE = [
  { id: 1, name: 'Meses' },
  { id: 12, name: 'Anos' },
] as const

/** Decision (the spec names `tipo` without its values): where the course is given. */
export const TIPOS_CURSO = [
  { id: 'INTERNO', name: 'Interno' },
  { id: 'EXTERNO', name: 'Externo' },
] as const

export const CARGA_HORARIA_OBRIGATORIA = 'Carga horária é obrigatória'
export const CARGA_HORARIA_ZERO = 'Carga horária deve ser maior que zero'

/**
 * The course's workload, a time text `H:MM` (40:00, 8:30) or its digits, read by core/desenvolvimento/cargaHoraria.ts:
 * 'Carga horária inválida' when it is not one, and not 0:00.
 */
export const validarCargaCurso = (carga: string | undefined | null): ReadonlyArray<ErroCampo> => {
  if (carga === undefined || carga === null || carga === '') return []
  const m = cargaEmMinutos(carga)
  if (m === undefined) return [{ field: 'cargaHoraria', message: CARGA_INVALIDA }]
  return m === 0 ? [{ field: 'cargaHoraria', message: CARGA_HORARIA_ZERO }] : []
}

/**
 * A course (spec 002 /desenvolvimento/cursos, §3 'Course'): its name, workload, syllabus and evaluation criterion,
 * the minimum attendance % that approves a participant of its classes (core/desenvolvimento/frequencia.ts; 100 by
 * default, as the NR trainings require), the TRU code, online or not, its type and category, and how often it must be
 * retaken (`periodicidade` in `periodicidadeUnidade`: months or years; empty when it never expires).
 */
export const cursos = defineResource({
  name: 'desenvolvimento/cursos',
  table: 'cursos',
  copia: { grupo: GRUPO_COPIA_DESENVOLVIMENTO, chave: ['nome'], omitir: ['empresasParticipantesIds', 'avaliacaoCursos', 'modeloCertificadoId'] },
  label: 'Cursos',
  labelSingular: 'Curso',
  scope: 'empresa',
  authority: ROLE_DESENVOLVIMENTO,
  // Managers pick the course they propose in an LNT.
  readAuthority: ROLE_LNT,
  fields: {
    nome: texto({ label: 'Nome', max: 100, required: true, list: true, unique: 'Já existe um curso com este nome' }),
    cargaHoraria: texto({ label: 'Carga horária', max: 7, required: true, list: true, feminino: true, obrigatorio: CARGA_HORARIA_OBRIGATORIA, help: 'Horas e minutos, ex.: 8:00 ou 40:00' }),
    percentualMinimoFrequencia: percentual({ label: 'Frequência mínima (%)', default: 100, list: true, feminino: true }),
    categoriaCursoId: referencia({ label: 'Categoria', resource: 'desenvolvimento/categoria-curso', list: true, feminino: true }),
    tipo: opcoes({ label: 'Tipo', options: TIPOS_CURSO, default: 'INTERNO' }),
    online: booleano({ label: 'Online' }),
    codigoTru: texto({ label: 'Código TRU', max: 20 }),
    periodicidade: inteiro({ label: 'Periodicidade', min: 1, max: 999, feminino: true, help: 'De quanto em quanto tempo o curso deve ser refeito; em branco se não vence' }),
    periodicidadeUnidade: opcoes({ label: 'Periodicidade em', options: UNIDADES_PERIODICIDADE, default: 1, feminino: true }),
    conteudoProgramatico: textoLongo({ label: 'Conteúdo programático', max: 4000 }),
    criterioAvaliacao: textoLongo({ label: 'Critério de avaliação', max: 4000 }),
    // Other companies whose employees may take this course's classes (core/desenvolvimento/empresasParticipantes.ts).
    empresasParticipantesIds: referencias({ label: 'Empresas participantes', resource: 'utilitario/empresas', feminino: true }),
    // Which course evaluations its classes use (spec 002 §3 Course `avaliacaoCursos`; released per class).
    avaliacaoCursos: referencias({ label: 'Avaliações do curso', resource: 'desenvolvimento/avaliacao-curso', feminino: true }),
    modeloCertificadoId: referencia({ label: 'Modelo de certificado', resource: 'desenvolvimento/modelo-certificado' }),
  },
  omitirNaLista: ['conteudoProgramatico', 'criterioAvaliacao'],
  rules: (c) => validarCargaCurso(c.cargaHoraria),
  sort: { field: 'nome', order: 'ASC' },
  menu: { grupo: 'Desenvolvimento', ordem: 3 },
})
