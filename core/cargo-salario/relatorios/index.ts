import type { Relatorio } from '../../shared/relatorio.ts'
import { relatorioAnaliseTabelasSalariais } from './analise-tabelas-salariais.ts'
import { relatorioAlteracoes } from './alteracoes-cargos-e-ou-areas.ts'
import { relatorioCargos } from './cargos.ts'
import { relatorioCargosResumidos } from './cargos-resumidos.ts'
import { relatorioHistoricosFaixas } from './historicos-faixas-salariais.ts'
import { relatorioFolhaFaturamento } from './folha-faturamento.ts'
import { relatorioPlanejamentosRealinhamentos } from './planejamentos-realinhamentos.ts'
import { relatorioPromocoes } from './promocoes.ts'
import { relatorioProjecoesSalariais } from './projecoes-salariais-talentos.ts'
import { relatorioSituacoes } from './situacoes.ts'
import { relatorioTalentosAreas } from './talentos-areas-organizacionais.ts'
import { relatorioTalentosCargos } from './talentos-cargos.ts'
import { relatorioTalentosGrupos } from './talentos-grupos-ocupacionais.ts'
import { relatorioUltimasPromocoes } from './ultimas-promocoes.ts'

/** The reports on structure and people of spec 001 §7 'Reports on structure' (POST …/relatorios/<nome>). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- reports of every filter shape: Relatorio is invariant in its fields
export const RELATORIOS_ESTRUTURA: ReadonlyArray<Relatorio<any, any>> = [
  relatorioCargosResumidos,
  relatorioCargos,
  relatorioTalentosCargos,
  relatorioTalentosAreas,
  relatorioTalentosGrupos,
  relatorioHistoricosFaixas,
  relatorioPlanejamentosRealinhamentos,
  relatorioAnaliseTabelasSalariais,
  relatorioPromocoes,
  relatorioProjecoesSalariais,
  relatorioSituacoes,
  relatorioUltimasPromocoes,
  relatorioAlteracoes,
  relatorioFolhaFaturamento,
]
