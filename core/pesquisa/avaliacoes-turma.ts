import { booleano, inteiro, referencia, texto } from '../shared/campos.ts'
import { defineResource } from '../shared/resource.ts'
import { ROLE_PESQUISA } from './pesquisas.ts'

/**
 * A class evaluation (spec 002 /pesquisa/avaliacoes-turma; issues 16 and 17): one course evaluation
 * (`desenvolvimento/avaliacao-curso`) in one class, released or blocked for its trainees by
 * `PUT /desenvolvimento/turmas/{id}/libera-bloqueia` (the only writer of `liberada`). The trainees of a released
 * one answer it in 'Minhas Pesquisas' (core/pesquisa/avaliacoes-turmaResponder.ts); HR reads who answered, the
 * results and prints them here. Decided: class evaluations are **identified** (README: a class has a handful of
 * trainees, so anonymity would be a promise the results could not keep, and HR types paper forms for named trainees).
 */
export const avaliacoesTurma = defineResource({
  name: 'pesquisa/avaliacoes-turma',
  table: 'avaliacoes_turma',
  label: 'Avaliações de Turma',
  labelSingular: 'Avaliação de Turma',
  scope: 'empresa',
  authority: ROLE_PESQUISA,
  readOnly: true,
  fields: {
    turmaId: referencia({ label: 'Turma', resource: 'desenvolvimento/turmas', required: true, list: true, feminino: true }),
    avaliacaoCursoId: referencia({ label: 'Avaliação de Curso', resource: 'desenvolvimento/avaliacao-curso', required: true, list: true, feminino: true }),
  },
  estado: {
    liberada: booleano({ label: 'Liberada', list: true, feminino: true }),
  },
  colunas: {
    nomeCurso: texto({ label: 'Curso', max: 100, list: true }),
    descricaoTurma: texto({ label: 'Turma', max: 100, list: true, feminino: true }),
    tituloAvaliacao: texto({ label: 'Avaliação', max: 250, list: true, feminino: true }),
    qtdParticipantes: inteiro({ label: 'Participantes', list: true }),
    qtdRespondidas: inteiro({ label: 'Respondidas', list: true, feminino: true }),
  },
  sort: { field: 'id', order: 'DESC' },
  menu: { grupo: 'Pesquisa', ordem: 5 },
})
