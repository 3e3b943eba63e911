import { Effect } from 'effect'
import { inteiro, referencia, referencias, texto } from '../shared/campos.ts'
import { defineResource } from '../shared/resource.ts'
import { ROLE_DESENVOLVIMENTO } from './categoria-curso.ts'

export const CURSOS_OBRIGATORIOS = 'Selecione ao menos um curso'
export const PRE_REQUISITO_PROPRIO = 'Uma certificação não pode ser pré-requisito de si mesma'

/**
 * A certification (spec 002 /desenvolvimento/certificacao, §3 'Certification', §5: nome required max 100,
 * periodicidade positive, at least 1 course): the courses whose approval certifies, how many months it stays valid,
 * the certification it requires first and the certificate model. Who holds it comes from the classes
 * and the practical evaluations (`/avaliacao/avaliacao-pratica`) it requires passed
 * (core/desenvolvimento/colaboradores-certificacoes.ts).
 */
export const certificacao = defineResource({
  name: 'desenvolvimento/certificacao',
  table: 'certificacoes',
  label: 'Certificações',
  labelSingular: 'Certificação',
  scope: 'empresa',
  authority: ROLE_DESENVOLVIMENTO,
  fields: {
    nome: texto({ label: 'Nome', max: 100, required: true, list: true, unique: 'Já existe uma certificação com este nome' }),
    periodicidade: inteiro({ label: 'Periodicidade (meses)', min: 1, max: 600, required: true, list: true, feminino: true, help: 'Meses de validade a partir da conclusão' }),
    certificacaoPreRequisitoId: referencia({ label: 'Certificação pré-requisito', resource: 'desenvolvimento/certificacao', list: true, feminino: true }),
    cursosIds: referencias({ label: 'Cursos', resource: 'desenvolvimento/cursos', min: 1, minMessage: CURSOS_OBRIGATORIOS }),
    avaliacoesPraticasIds: referencias({ label: 'Avaliações práticas', resource: 'avaliacao/avaliacao-pratica' }),
    modeloCertificadoId: referencia({ label: 'Modelo de certificado', resource: 'desenvolvimento/modelo-certificado' }),
  },
  validar: (e, ctx) => Effect.succeed(ctx.id !== undefined && e.certificacaoPreRequisitoId === ctx.id ? [{ field: 'certificacaoPreRequisitoId', message: PRE_REQUISITO_PROPRIO }] : []),
  sort: { field: 'nome', order: 'ASC' },
  menu: { grupo: 'Desenvolvimento', subgrupo: 'Certificações', ordem: 1 },
})
