import { campoDataReferencia } from '../../cargo-salario/relatorios/comum.ts'
import { TIPOS_CERTIFICADO } from '../../geral/itensPessoa.ts'
import { inteiro, opcoes } from '../../shared/campos.ts'
import { defineConsulta, type FiltroSql, type Linha } from '../../shared/consulta.ts'
import { juntar, nomeDe } from '../../shared/filtrosRelatorio.ts'
import { defineRelatorio } from '../../shared/relatorio.ts'
import { AUTORIDADES_INDICADORES, camposLotacao, descreverLotacao, menuRelatorioTalentos, restringirAreasGeridas } from './comum.ts'
import { atendeValidade, COLUNA_AREA, COLUNA_CARGO, COLUNA_TALENTO, descreverDataReferencia, FILTROS_VALIDADE, ordenarPor, situacaoDoCertificado, type FiltroValidade } from './pessoas.ts'

/**
 * The SQL's rows are one per certificate of the employee's `certificados` list (`titulo`, `organizacao`, `tipo`,
 * `conclusao` = its end date, `validade`): the situation on the reference date, the chosen ones, by name then validity.
 */
export const completarCertificados = (linhas: ReadonlyArray<Linha>, f: { readonly data: string; readonly dias: number; readonly validade: FiltroValidade }): ReadonlyArray<Linha> =>
  linhas
    .map((l) => ({
      ...l,
      tipo: l['tipo'] == null ? null : nomeDe(TIPOS_CERTIFICADO, String(l['tipo'])),
      situacao: situacaoDoCertificado(l['validade'] == null ? null : String(l['validade']), f.data, f.dias),
      // Without validity: after those that expire.
      ordemValidade: l['validade'] == null ? '9999-12-31' : String(l['validade']),
    }))
    .filter((l) => atendeValidade(f.validade, l.situacao))
    .sort(ordenarPor('nome', 'ordemValidade', 'titulo'))

/**
 * Certificados dos talentos (spec 001 §7 Talent reports: certificadoTalento, called at /talento-certificado) — the
 * certificates of the employees on the reference date (their `certificados` list), with the issuer, type, end
 * date and validity, and the situation on that date: 'Vencido' (validity before it), 'A vencer' (validity within
 * the given days from it, inclusive), 'Válido', or 'Sem validade'. Filter by validity: all, expired, expiring, or
 * both. Employed on the date = admitted by then and not dismissed before it; each by the history row in force
 * then. A manager sees the areas they manage.
 */
export const consultaTalentoCertificado = defineConsulta({
  nome: 'gestao-talentos/talento-certificado',
  autoridade: AUTORIDADES_INDICADORES,
  campos: {
    data: campoDataReferencia(),
    ...camposLotacao(),
    validade: opcoes({ label: 'Validade', feminino: true, required: true, default: 'TODOS', options: FILTROS_VALIDADE }),
    dias: inteiro({ label: 'Dias para vencer', required: true, default: 30, min: 0, max: 3650 }),
  },
  restringir: restringirAreasGeridas,
  colunas: () => [
    COLUNA_TALENTO,
    { campo: 'titulo', titulo: 'Certificado', tipo: 'texto', largura: 2.2 },
    { campo: 'organizacao', titulo: 'Organização emissora', tipo: 'texto', largura: 1.6 },
    { campo: 'tipo', titulo: 'Tipo', tipo: 'texto' },
    { campo: 'conclusao', titulo: 'Conclusão', tipo: 'data' },
    { campo: 'validade', titulo: 'Validade', tipo: 'data' },
    { campo: 'situacao', titulo: 'Situação', tipo: 'texto' },
    COLUNA_AREA,
    COLUNA_CARGO,
  ],
  completar: completarCertificados,
})
export type FiltroTalentoCertificado = FiltroSql<typeof consultaTalentoCertificado>

export const relatorioTalentoCertificado = defineRelatorio({
  consulta: consultaTalentoCertificado,
  titulo: 'Certificados dos Talentos',
  menu: menuRelatorioTalentos(10),
  orientacao: 'paisagem',
  descreverFiltro: (f) =>
    juntar([descreverDataReferencia(f.data), ...descreverLotacao(f), `Validade: ${nomeDe(FILTROS_VALIDADE, f.validade).toLowerCase()}`, f.validade === 'TODOS' || f.validade === 'VENCIDOS' ? '' : `a vencer em até ${f.dias} dia(s)`]),
})
