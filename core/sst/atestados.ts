import { Effect } from 'effect'
import { data, inteiro, referencia, texto, textoLongo } from '../shared/campos.ts'
import { obter } from '../shared/crud.ts'
import { Auditoria } from '../shared/ports.ts'
import { defineResource, type Registro } from '../shared/resource.ts'
import { colaboradorAfastamentos } from './colaborador-afastamentos.ts'

/** Sensitive personal data (LGPD art. 11): whoever holds it reads CIDs and medical certificates; nobody else does. */
export const ROLE_DADOS_SAUDE = 'ROLE_SST_DADOS_SAUDE'
export const AFASTAMENTO_NAO_ENCONTRADO = 'Afastamento: registro não encontrado'

/** What the log says of a read of health data (the log keeps who and which record, never the data). */
export const LEITURA_DADOS_SAUDE = 'Leitura de dados de saúde (LGPD art. 11)'

/**
 * A medical certificate of an absence (the record's `atestados`, spec 001 §3; route
 * /sst/colaborador-afastamentos/atestados): its date, days, the CID from the shipped CID-10 (optional: a CID goes on a
 * certificate only with the patient's consent, CFM Res. 1.658/2002), the physician and their council number. Read and
 * written only with `ROLE_SST_DADOS_SAUDE`; every read (a list or one record) goes to the audit log, one entry per
 * certificate read, and the log's copy of a change leaves the CID out. A manager with the authority sees only the
 * certificates of their areas' employees.
 */
export const atestados = defineResource({
  name: 'sst/colaborador-afastamentos/atestados',
  table: 'colaborador_afastamento_atestados',
  label: 'Atestados Médicos',
  labelSingular: 'Atestado Médico',
  scope: 'empresa',
  authority: ROLE_DADOS_SAUDE,
  fields: {
    colaboradorAfastamentoId: referencia({ label: 'Afastamento', resource: 'sst/colaborador-afastamentos', required: true, list: true }),
    data: data({ label: 'Data do atestado', required: true, list: true }),
    dias: inteiro({ label: 'Dias de afastamento', min: 1, max: 999, required: true, list: true }),
    cidId: referencia({ label: 'CID', resource: 'sst/cids', list: true }),
    medico: texto({ label: 'Médico', max: 100, list: true }),
    crm: texto({ label: 'CRM', max: 20 }),
    observacao: textoLongo({ label: 'Observação', max: 4000, feminino: true }),
  },
  colunas: {
    colaboradorId: referencia({ label: 'Talento', resource: 'cargo-salario/colaboradores' }),
    codigoCid: texto({ label: 'Código CID', max: 4 }),
    descricaoCid: texto({ label: 'Descrição do CID', max: 300, feminino: true }),
  },
  escopoGestor: 'areaOrganizacionalId',
  filtros: {
    areaOrganizacionalId: { campo: referencia({ label: 'Área Organizacional', resource: 'cargo-salario/areas-organizacionais', feminino: true }), op: 'predicado', oculto: true },
  },
  // The absence is one the actor sees (a manager: of their areas), of the certificate's company.
  validar: (a, ctx) =>
    Effect.gen(function* () {
      if (!ctx.ator) return []
      const empresaId = ctx.atual ? Number(ctx.atual.empresaId) : ctx.escopo.empresaId
      const af = yield* Effect.either(obter(colaboradorAfastamentos, ctx.ator, a.colaboradorAfastamentoId))
      return af._tag === 'Left' || Number(af.right.empresaId) !== empresaId ? [{ field: 'colaboradorAfastamentoId', message: AFASTAMENTO_NAO_ENCONTRADO }] : []
    }),
  aoLer: (registros, ator) =>
    Effect.flatMap(Auditoria, (log) =>
      Effect.forEach(
        registros,
        (r) => log.registrar({ usuarioId: ator.usuario.id, empresaId: Number(r.empresaId), entidade: 'sst/colaborador-afastamentos/atestados', entidadeId: r.id, acao: 'leitura', depois: { leitura: LEITURA_DADOS_SAUDE } }),
        { discard: true },
      ),
    ),
  parteDe: (r) => semDadosDeSaude(r),
  sort: { field: 'data', order: 'DESC' },
})

/** The log's copy of a certificate: who, when and how long, without the CID nor the physician's notes. */
export const semDadosDeSaude = (r: Registro): Registro => {
  const { cidId: _cid, codigoCid: _codigo, descricaoCid: _descricao, observacao: _obs, ...resto } = r
  return resto
}
