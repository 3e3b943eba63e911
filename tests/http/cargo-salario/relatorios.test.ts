import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO } from '../../../adapters/db/demo.ts'
import { cpfDeTeste } from '../../support/cpf.ts'
import { clienteRelatorios } from '../../support/arquivos-relatorio.ts'
import { bancoHttpSqlite } from '../../support/banco.ts'
import { criarGestor } from '../../support/gestor.ts'
import { cliente } from '../../support/http.ts'
import { criarEmCargoSalario } from '../../support/relatorios-cargo-salario.ts'
import { criarAmbiente, type AmbienteTeste } from '../../support/servidor.ts'

/**
 * The ten jobs-and-salaries reports (spec 001 §7 'Reports on structure') on a known history built through the API as
 * HR would: an index, two cargos with their ranges and dated values, four people admitted in 2020 with a horizontal
 * and a vertical promotion, an adjustment, a transfer and a dismissal. Both files of each report carry the same
 * figures; the filters answer the spec's messages; another company's rows and a manager's other areas stay out.
 *
 *   Índice Rel: 2.000,00 (2020-01-01), 2.100,00 (2021-01-01)
 *   Cargo Rel A: faixa Um 3.000,00 (2020-01-01), 3.300,00 (2021-03-01); faixa Dois = 2 × Índice Rel
 *   Cargo Rel B: faixa B1 5.000,00 (2020-01-01)
 *   Ana   (R01) 2020-02-01 AD A/Um Norte; 2020-08-01 PH A/Dois Norte; 2021-06-01 PV B/B1 Sul
 *   Bruno (R02) 2020-03-01 AD A Norte 2.500,00; 2020-09-01 RE 2.750,00; 2021-02-01 TR to Sul
 *   Carla (R03) 2020-01-15 AD B/B1 Sul; dismissed 2021-01-31
 *   Davi  (R04) 2020-04-01 AD A Norte 1,5 × Índice Rel
 */

const comoTexto = (c: ReturnType<typeof clienteRelatorios>) => ({
  ...c,
  gerar: async (nome: string, corpo: unknown) => {
    const r = await c.gerar(nome, corpo)
    return { ...r, xlsx: r.xlsx.map((l) => l.replace(/ {2,}/g, ' ')) }
  },
})

const cpf = (n: number) => cpfDeTeste(730_000_000, n)

describe.each(bancoHttpSqlite())('relatórios de Cargos e Salários ($nome)', (banco) => {
  let amb: AmbienteTeste
  let adm: ReturnType<typeof cliente>
  const id = {} as Record<string, number>
  /** The reports as HR's administrator (both files; the XLSX rows as 'a | b | c', an empty cell as '| |'). */
  const rel = () => comoTexto(clienteRelatorios(amb.app, () => adm.cookie, 'cargo-salario'))

  const criar = criarEmCargoSalario
  const admitir = (c: ReturnType<typeof cliente>, n: number, nome: string, dataAdmissao: string, historico: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
    criar(c, 'colaboradores', { nome, matricula: `R0${n}`, cpf: cpf(n), dataNascimento: '1990-05-10', sexo: 'F', dataAdmissao, historico, ...extra })
  const linha = (colaboradorId: number, data: string, motivo: string, posicao: Record<string, unknown>) =>
    criar(adm, 'colaboradores/historicos', { colaboradorId, data, motivo, estabelecimentoId: id.estab, ...posicao })

  beforeAll(async () => {
    amb = await criarAmbiente(banco.url ? { url: banco.url, schema: `rel_cs_${process.pid}` } : {})
    adm = cliente(amb.app)
    await adm.entrar()
    const cbo = Number((await amb.knex('cbo_ocupacoes').where('codigo', '252405').first()).id)
    const e = await adm.post('/api/utilitario/estabelecimentos', { nome: 'Sede Relatórios' })
    expect(e.status, JSON.stringify(e.body)).toBe(201)
    id.estab = e.body.id
    id.raiz = await criar(adm, 'areas-organizacionais', { nome: 'Rel Raiz' })
    id.norte = await criar(adm, 'areas-organizacionais', { nome: 'Rel Norte', areaMaeId: id.raiz })
    id.sul = await criar(adm, 'areas-organizacionais', { nome: 'Rel Sul', areaMaeId: id.raiz })
    id.grupo = await criar(adm, 'grupos-ocupacionais', { descricao: 'Grupo Rel' })
    id.indice = await criar(adm, 'indices', { nome: 'Índice Rel' })
    await criar(adm, 'indices/historicos', { indiceId: id.indice, data: '2020-01-01', valor: 200_000 })
    await criar(adm, 'indices/historicos', { indiceId: id.indice, data: '2021-01-01', valor: 210_000 })
    const areas = [id.norte, id.sul]
    id.cargoA = await criar(adm, 'cargos', { nome: 'Cargo Rel A', nomeMercado: 'Mercado A', grupoOcupacionalId: id.grupo, areasOrganizacionais: areas, missao: 'Atender os clientes do norte.', escolaridade: '07' })
    id.cargoB = await criar(adm, 'cargos', { nome: 'Cargo Rel B', nomeMercado: 'Mercado B', grupoOcupacionalId: id.grupo, areasOrganizacionais: [id.sul] })
    id.um = await criar(adm, 'faixas-salariais', { cargoId: id.cargoA, nome: 'Um', cboId: cbo })
    id.dois = await criar(adm, 'faixas-salariais', { cargoId: id.cargoA, nome: 'Dois', cboId: cbo })
    id.b1 = await criar(adm, 'faixas-salariais', { cargoId: id.cargoB, nome: 'B1', cboId: cbo })
    await criar(adm, 'faixas-salariais/historicos', { faixaSalarialId: id.um, data: '2020-01-01', tipo: 3, valor: 300_000 })
    await criar(adm, 'faixas-salariais/historicos', { faixaSalarialId: id.um, data: '2021-03-01', tipo: 3, valor: 330_000 })
    await criar(adm, 'faixas-salariais/historicos', { faixaSalarialId: id.dois, data: '2020-01-01', tipo: 2, indiceId: id.indice, quantidade: 2 })
    await criar(adm, 'faixas-salariais/historicos', { faixaSalarialId: id.b1, data: '2020-01-01', tipo: 3, valor: 500_000 })

    const naFaixa = (area: number, cargoId: number, faixaSalarialId: number) => ({ estabelecimentoId: id.estab, areaOrganizacionalId: area, cargoId, faixaSalarialId, tipoSalario: 1 })
    id.ana = await admitir(adm, 1, 'Ana Rel', '2020-02-01', naFaixa(id.norte, id.cargoA, id.um))
    await linha(id.ana, '2020-08-01', 'PH', naFaixa(id.norte, id.cargoA, id.dois))
    await linha(id.ana, '2021-06-01', 'PV', naFaixa(id.sul, id.cargoB, id.b1))
    const valor = (area: number, salario: number) => ({ estabelecimentoId: id.estab, areaOrganizacionalId: area, cargoId: id.cargoA, tipoSalario: 3, salario })
    id.bruno = await admitir(adm, 2, 'Bruno Rel', '2020-03-01', valor(id.norte, 250_000))
    await linha(id.bruno, '2020-09-01', 'RE', valor(id.norte, 275_000))
    await linha(id.bruno, '2021-02-01', 'TR', valor(id.sul, 275_000))
    const motivo = Number((await amb.knex('motivos_desligamento').where('empresaId', 1).first()).id)
    id.carla = await admitir(adm, 3, 'Carla Rel', '2020-01-15', naFaixa(id.sul, id.cargoB, id.b1), { dataDesligamento: '2021-01-31', motivoDesligamentoId: motivo })
    id.davi = await admitir(adm, 4, 'Davi Rel', '2020-04-01', { estabelecimentoId: id.estab, areaOrganizacionalId: id.norte, cargoId: id.cargoA, tipoSalario: 2, indiceId: id.indice, quantidade: 1.5 })
  }, 300_000)
  afterAll(async () => amb?.fechar())

  /** A filter of the test's establishment. */
  const corpo = (f: Record<string, unknown>) => ({ estabelecimentosIds: [id.estab], ...f })

  it('Talentos por Cargo: detalhado por cargo com subtotais; resumido com folha, média, menor e maior; os dois arquivos', async () => {
    const d = await rel().gerar('talentos-cargos', corpo({ data: '2020-12-31', cargosIds: [id.cargoA, id.cargoB] }))
    expect(d.xlsx.slice(0, 5)).toEqual([
      'Talentos por Cargo',
      'Empresa Demonstração',
      'Data de referência: 31/12/2020; Estabelecimentos: 1 selecionado(s); Cargos: 2 selecionado(s); Áreas: todas; Detalhado',
      expect.stringMatching(/^Emitido em \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} por Administrador Demonstração$/),
      'Nome | Matrícula | Admissão | Estabelecimento | Área Organizacional | Faixa Salarial | Salário',
    ])
    expect(d.xlsx.slice(5)).toEqual([
      'Cargo Rel A',
      'Ana Rel | R01 | 2020-02-01 | Sede Relatórios | Rel Norte | Dois | 4000',
      'Bruno Rel | R02 | 2020-03-01 | Sede Relatórios | Rel Norte | | 2750',
      'Davi Rel | R04 | 2020-04-01 | Sede Relatórios | Rel Norte | | 3000',
      'Subtotal: 3 | | | | | | 9750',
      'Cargo Rel B',
      'Carla Rel | R03 | 2020-01-15 | Sede Relatórios | Rel Sul | B1 | 5000',
      'Subtotal: 1 | | | | | | 5000',
      'Total: 4 | | | | | | 14750',
    ])
    expect(d.formatos[6]![6]).toBe('"R$" #,##0.00')
    for (const t of ['Talentos por Cargo', 'Ana Rel R01 01/02/2020 Sede Relatórios Rel Norte Dois R$ 4.000,00', 'Subtotal: 3 R$ 9.750,00', 'Total: 4 R$ 14.750,00', 'Página 1 de 1'])
      expect(d.pdf).toContain(t)

    // A year later: Ana is in B since June, Carla left in January, Davi's index rose.
    const r = await rel().gerar('talentos-cargos', corpo({ data: '2021-12-31', cargosIds: [id.cargoA, id.cargoB], tipo: 'R' }))
    expect(r.xlsx.slice(4)).toEqual([
      'Cargo | Talentos | Folha Mensal | Salário Médio | Menor Salário | Maior Salário',
      'Cargo Rel A | 2 | 5900 | 2950 | 2750 | 3150',
      'Cargo Rel B | 1 | 5000 | 5000 | 5000 | 5000',
      'Total | 3 | 10900 | 3633.33 | 2750 | 5000',
    ])
    for (const t of ['Resumido', 'Cargo Rel A 2 R$ 5.900,00 R$ 2.950,00 R$ 2.750,00 R$ 3.150,00', 'Total 3 R$ 10.900,00 R$ 3.633,33 R$ 2.750,00 R$ 5.000,00']) expect(r.pdf).toContain(t)
  })

  it('Talentos por Área Organizacional: as áreas pelo caminho na árvore; Talentos por Grupo Ocupacional: o grupo do cargo', async () => {
    const a = await rel().gerar('talentos-areas-organizacionais', corpo({ data: '2020-12-31', areasOrganizacionaisIds: [id.sul, id.norte], tipo: 'R' }))
    expect(a.xlsx.slice(4)).toEqual([
      'Área Organizacional | Talentos | Folha Mensal | Salário Médio | Menor Salário | Maior Salário',
      'Rel Raiz > Rel Norte | 3 | 9750 | 3250 | 2750 | 4000',
      'Rel Raiz > Rel Sul | 1 | 5000 | 5000 | 5000 | 5000',
      'Total | 4 | 14750 | 3687.5 | 2750 | 5000',
    ])
    expect(a.pdf).toContain('Rel Raiz > Rel Norte 3 R$ 9.750,00')
    const g = await rel().gerar('talentos-grupos-ocupacionais', corpo({ data: '2021-12-31', gruposOcupacionaisIds: [id.grupo] }))
    expect(g.xlsx.slice(4)).toEqual([
      'Nome | Matrícula | Admissão | Cargo | Faixa Salarial | Área Organizacional | Salário',
      'Grupo Rel',
      'Ana Rel | R01 | 2020-02-01 | Cargo Rel B | B1 | Rel Sul | 5000',
      'Bruno Rel | R02 | 2020-03-01 | Cargo Rel A | | Rel Sul | 2750',
      'Davi Rel | R04 | 2020-04-01 | Cargo Rel A | | Rel Norte | 3150',
      'Subtotal: 3 | | | | | | 10900',
      'Total: 3 | | | | | | 10900',
    ])
    expect(g.pdf).toContain('Davi Rel R04 01/04/2020 Cargo Rel A Rel Norte R$ 3.150,00')
  })

  it('Cargos Resumidos: cada faixa com CBO, forma e valor na data e quantos a ocupam; Cargos: a descrição item a item', async () => {
    const r = await rel().gerar('cargos-resumidos', { data: '2020-12-31', cargosIds: [id.cargoB, id.cargoA] })
    expect(r.xlsx.slice(2)).toEqual([
      'Data de referência: 31/12/2020; Cargos: 2 selecionado(s)',
      expect.stringMatching(/^Emitido em /),
      'Faixa Salarial | CBO | Forma do Valor | Valor na Data | Talentos',
      'Cargo Rel A',
      'Dois | 2524-05 Analista de recursos humanos | 2 × Índice Rel | 4000 | 1',
      'Um | 2524-05 Analista de recursos humanos | Valor fixo | 3000 | 0',
      'Sem faixa salarial | | | | 2',
      'Subtotal | | | | 3',
      'Cargo Rel B',
      'B1 | 2524-05 Analista de recursos humanos | Valor fixo | 5000 | 1',
      'Subtotal | | | | 1',
      'Total | | | | 4',
    ])
    expect(r.pdf).toContain('Um 2524-05 Analista de recursos humanos Valor fixo R$ 3.000,00 0')
    // In March 2021 range Um rose and Carla had left.
    expect((await rel().gerar('cargos-resumidos', { data: '2021-03-01', cargosIds: [id.cargoA, id.cargoB] })).xlsx).toEqual(
      expect.arrayContaining(['Dois | 2524-05 Analista de recursos humanos | 2 × Índice Rel | 4200 | 1', 'Um | 2524-05 Analista de recursos humanos | Valor fixo | 3300 | 0', 'B1 | 2524-05 Analista de recursos humanos | Valor fixo | 5000 | 0']),
    )

    const c = await rel().gerar('cargos', { data: '2021-03-01', cargosIds: [id.cargoA] })
    expect(c.xlsx[0]).toBe('Descrição de Cargos')
    expect(c.xlsx.slice(4)).toEqual([
      'Item | Descrição',
      'Cargo Rel A',
      'Nome de Mercado | Mercado A',
      'Grupo Ocupacional | Grupo Rel',
      'Situação | Ativo',
      'Áreas Organizacionais | Rel Norte, Rel Sul',
      'Missão | Atender os clientes do norte.',
      'Escolaridade Mínima | Ensino médio completo',
      'Faixa Dois | CBO 2524-05 Analista de recursos humanos — R$ 4.200,00 em 01/03/2021 (2 × índice rel)',
      'Faixa Um | CBO 2524-05 Analista de recursos humanos — R$ 3.300,00 em 01/03/2021 (valor fixo)',
    ])
    expect(c.pdf).toContain('Missão Atender os clientes do norte.')
  })

  it('Histórico de Faixas Salariais: cada mudança de valor no período, da faixa ou do índice que ela segue, com o reajuste', async () => {
    const h = await rel().gerar('historicos-faixas-salariais', { cargosIds: [id.cargoA, id.cargoB], dataIni: '2020-06-01', dataFim: '2021-12-31' })
    expect(h.xlsx.slice(2)).toEqual([
      'Período: 01/06/2020 a 31/12/2021; Cargos: 2 selecionado(s)',
      expect.stringMatching(/^Emitido em /),
      'Faixa Salarial | Data | Alteração | Forma do Valor | Valor Anterior | Novo Valor | Reajuste (R$) | Reajuste (%) | Status',
      'Cargo Rel A',
      'Dois | 2021-01-01 | Novo valor do índice | 2 × Índice Rel | 4000 | 4200 | 200 | 0.05',
      'Um | 2021-03-01 | Histórico da faixa | Valor fixo | 3000 | 3300 | 300 | 0.1 | Confirmado',
    ])
    expect(h.pdf).toContain('Um 01/03/2021 Histórico da faixa Valor fixo R$ 3.000,00 R$ 3.300,00 R$ 300,00 10,00% Confirmado')
    // From the start: the first rows have no previous value.
    const desde = await rel().gerar('historicos-faixas-salariais', { cargosIds: [id.cargoB], dataIni: '2019-01-01', dataFim: '2021-12-31' })
    expect(desde.xlsx.slice(5)).toEqual(['Cargo Rel B', 'B1 | 2020-01-01 | Histórico da faixa | Valor fixo | | 5000 | | | Confirmado'])
  })

  it('Promoções: de onde para onde, o salário antes (véspera) e depois, por área, mês/ano ou talento; resumido por tipo', async () => {
    const base = corpo({ dataIni: '2020-01-01', dataFim: '2021-12-31', areasOrganizacionaisIds: [id.norte, id.sul] })
    const d = await rel().gerar('promocoes', base)
    expect(d.xlsx.slice(4)).toEqual([
      'Talento | Data | Promoção | De (Cargo / Faixa) | Para (Cargo / Faixa) | Salário Anterior | Salário Novo | Aumento (R$) | Aumento (%)',
      'Rel Raiz > Rel Norte',
      'Ana Rel | 2020-08-01 | Horizontal | Cargo Rel A / Um | Cargo Rel A / Dois | 3000 | 4000 | 1000 | 0.3333',
      'Subtotal: 1 | | | | | | | 1000',
      'Rel Raiz > Rel Sul',
      'Ana Rel | 2021-06-01 | Vertical | Cargo Rel A / Dois | Cargo Rel B / B1 | 4200 | 5000 | 800 | 0.1905',
      'Subtotal: 1 | | | | | | | 800',
      'Total: 2 | | | | | | | 1800',
    ])
    expect(d.pdf).toContain('Ana Rel 01/06/2021 Vertical Cargo Rel A / Dois Cargo Rel B / B1 R$ 4.200,00 R$ 5.000,00 R$ 800,00 19,05%')
    const r = await rel().gerar('promocoes', { ...base, agrupamento: 'MES_ANO', tipo: 'R' })
    expect(r.xlsx.slice(2, 3)).toEqual([
      'Período: 01/01/2020 a 31/12/2021; Estabelecimentos: 1 selecionado(s); Áreas: 2 selecionado(s); Agrupado por mês/ano; Resumido',
    ])
    expect(r.xlsx.slice(4)).toEqual(['Mês/Ano | Horizontais | Verticais | Promoções | Aumento Mensal (R$)', '08/2020 | 1 | 0 | 1 | 1000', '06/2021 | 0 | 1 | 1 | 800', 'Total | 1 | 1 | 2 | 1800'])
    expect(r.pdf).toContain('Total 1 1 2 R$ 1.800,00')
    const t = await rel().gerar('promocoes', { ...base, agrupamento: 'TALENTO' })
    expect(t.xlsx[5]).toBe('Ana Rel (matrícula R01)')
    expect(t.xlsx.filter((l) => l.startsWith('Subtotal'))).toEqual(['Subtotal: 2 | | | | | | | 1800'])
  })

  it('Situações: toda movimentação do período com o salário na data, agrupada; origem: a da folha não tem linhas', async () => {
    const base = corpo({ dataIni: '2020-01-01', dataFim: '2021-12-31', areasOrganizacionaisIds: [id.norte, id.sul] })
    const s = await rel().gerar('situacoes', { ...base, agrupamento: 'TALENTO' })
    const sede = 'Sede Relatórios'
    expect(s.xlsx.slice(4)).toEqual([
      'Talento | Data | Motivo | Estabelecimento | Área Organizacional | Cargo | Faixa | Tipo de Salário | Salário | Origem',
      'Ana Rel (matrícula R01)',
      `Ana Rel | 2020-02-01 | Admissão | ${sede} | Rel Norte | Cargo Rel A | Um | Cargo (faixa salarial) | 3000 | RH`,
      `Ana Rel | 2020-08-01 | Promoção horizontal | ${sede} | Rel Norte | Cargo Rel A | Dois | Cargo (faixa salarial) | 4000 | RH`,
      `Ana Rel | 2021-06-01 | Promoção vertical | ${sede} | Rel Sul | Cargo Rel B | B1 | Cargo (faixa salarial) | 5000 | RH`,
      'Subtotal: 3',
      'Bruno Rel (matrícula R02)',
      `Bruno Rel | 2020-03-01 | Admissão | ${sede} | Rel Norte | Cargo Rel A | | Valor | 2500 | RH`,
      `Bruno Rel | 2020-09-01 | Reajuste | ${sede} | Rel Norte | Cargo Rel A | | Valor | 2750 | RH`,
      `Bruno Rel | 2021-02-01 | Transferência | ${sede} | Rel Sul | Cargo Rel A | | Valor | 2750 | RH`,
      'Subtotal: 3',
      'Carla Rel (matrícula R03)',
      `Carla Rel | 2020-01-15 | Admissão | ${sede} | Rel Sul | Cargo Rel B | B1 | Cargo (faixa salarial) | 5000 | RH`,
      'Subtotal: 1',
      'Davi Rel (matrícula R04)',
      `Davi Rel | 2020-04-01 | Admissão | ${sede} | Rel Norte | Cargo Rel A | | Índice | 3000 | RH`,
      'Subtotal: 1',
      'Total: 8',
    ])
    expect(s.pdf).toContain('Origem: Todas')
    const m = await rel().gerar('situacoes', { ...base, motivos: ['RE', 'TR'], origem: 'FORTES_RH', agrupamento: 'MES_ANO' })
    expect(m.xlsx.filter((l) => /^\d{2}\/\d{4}$/.test(l))).toEqual(['09/2020', '02/2021'])
    expect(m.xlsx.at(-1)).toBe('Total: 2')
    expect(m.pdf).toContain('Motivos: reajuste, transferência; Origem: RH (lançadas neste sistema)')
    await rel().semDados('situacoes', { ...base, origem: 'FORTES_PESSOAL' })
  })

  it('Últimas Promoções: a última promoção ou reajuste individual (ou a admissão) e os meses desde então; meses sem reajuste filtra', async () => {
    const base = corpo({ data: '2021-12-31', areasOrganizacionaisIds: [id.norte, id.sul] })
    const u = await rel().gerar('ultimas-promocoes', base)
    expect(u.xlsx[2]).toBe('Data de referência: 31/12/2021; Estabelecimentos: 1 selecionado(s); Áreas: 2 selecionado(s); Cargos: todos; Todos os talentos')
    expect(u.xlsx.slice(4)).toEqual([
      'Nome | Matrícula | Cargo | Faixa | Admissão | Última Promoção | Motivo | Salário na Promoção | Salário na Data | Meses sem Reajuste',
      'Rel Raiz > Rel Norte',
      'Davi Rel | R04 | Cargo Rel A | | 2020-04-01 | 2020-04-01 | Admissão | 3000 | 3150 | 20',
      'Subtotal: 1 | | | | | | | | | 20',
      'Rel Raiz > Rel Sul',
      'Bruno Rel | R02 | Cargo Rel A | | 2020-03-01 | 2020-09-01 | Reajuste | 2750 | 2750 | 15',
      'Ana Rel | R01 | Cargo Rel B | B1 | 2020-02-01 | 2021-06-01 | Promoção vertical | 5000 | 5000 | 6',
      'Subtotal: 2 | | | | | | | | | 10.5',
      'Total: 3 | | | | | | | | | 13.6666666667',
    ])
    expect(u.pdf).toContain('Total: 3 14')
    const doze = await rel().gerar('ultimas-promocoes', { ...base, mesesSemReajuste: 12 })
    expect(doze.xlsx.filter((l) => / R0\d /.test(l)).map((l) => l.split(' | ')[0])).toEqual(['Davi Rel', 'Bruno Rel'])
    expect(doze.pdf).toContain('Há 12 meses ou mais sem reajuste')
    await rel().semDados('ultimas-promocoes', { ...base, mesesSemReajuste: 21 })
  })

  it('Alterações de Cargos e/ou Áreas: quem mudou de cargo e/ou de área, de onde para onde', async () => {
    const base = corpo({ dataIni: '2020-01-01', dataFim: '2021-12-31', areasOrganizacionaisIds: [id.norte] })
    const a = await rel().gerar('alteracoes-cargos-e-ou-areas', base)
    expect(a.xlsx.slice(2)).toEqual([
      'Período: 01/01/2020 a 31/12/2021; Estabelecimentos: 1 selecionado(s); Áreas: 1 selecionado(s); Alterações de área organizacional e/ou cargo',
      expect.stringMatching(/^Emitido em /),
      'Talento | Data | Motivo | Alteração | Área Anterior | Nova Área | Cargo Anterior | Novo Cargo',
      'Bruno Rel | 2021-02-01 | Transferência | Área | Rel Norte | Rel Sul | Cargo Rel A | Cargo Rel A',
      'Ana Rel | 2021-06-01 | Promoção vertical | Cargo e área | Rel Norte | Rel Sul | Cargo Rel A / Dois | Cargo Rel B / B1',
      'Total: 2',
    ])
    expect(a.pdf).toContain('Ana Rel 01/06/2021 Promoção vertical Cargo e área Rel Norte Rel Sul Cargo Rel A / Dois Cargo Rel B / B1')
    const cargo = await rel().gerar('alteracoes-cargos-e-ou-areas', { ...base, alteracoes: ['CARGO'] })
    expect(cargo.xlsx.slice(5)).toEqual(['Ana Rel | 2021-06-01 | Promoção vertical | Cargo e área | Rel Norte | Rel Sul | Cargo Rel A / Dois | Cargo Rel B / B1', 'Total: 1'])
  })

  it('filtros: as mensagens da especificação por campo (400)', async () => {
    const erros = (nome: string, c: unknown) => rel().erros(nome, c)
    expect(await erros('talentos-cargos', {})).toEqual([
      { field: 'data', message: 'Data de Referência é obrigatória' },
      { field: 'estabelecimentosIds', message: 'Selecione ao menos um Estabelecimento' },
      { field: 'cargosIds', message: 'Selecione ao menos um Cargo' },
    ])
    expect(await erros('talentos-areas-organizacionais', { data: '2020-12-31', estabelecimentosIds: [id.estab], areasOrganizacionaisIds: [] })).toEqual([
      { field: 'areasOrganizacionaisIds', message: 'Selecione ao menos uma Área Organizacional' },
    ])
    expect(await erros('talentos-grupos-ocupacionais', { data: '2020-12-31', estabelecimentosIds: [id.estab], gruposOcupacionaisIds: [], tipo: 'X' })).toEqual([
      { field: 'gruposOcupacionaisIds', message: 'Selecione ao menos um Grupo Ocupacional' },
      { field: 'tipo', message: 'Tipo de Relatório inválido' },
    ])
    expect(await erros('cargos-resumidos', { data: '31/12/2020', cargosIds: [] })).toEqual([
      { field: 'data', message: 'Data de Referência inválida' },
      { field: 'cargosIds', message: 'Selecione ao menos um Cargo' },
    ])
    expect(await erros('cargos', { cargosIds: [id.cargoA] })).toEqual([{ field: 'data', message: 'Data de Referência é obrigatória' }])
    expect(await erros('historicos-faixas-salariais', { cargosIds: [id.cargoA], dataIni: '2021-01-01', dataFim: '2020-01-01' })).toEqual([
      { field: 'dataFim', message: 'Data final inferior a data inicial.' },
    ])
    expect(await erros('promocoes', { dataIni: '2020-01-01', agrupamento: 'ANO', estabelecimentosIds: [id.estab] })).toEqual([
      { field: 'dataFim', message: 'Data final é obrigatória' },
      { field: 'agrupamento', message: 'Agrupar por inválido' },
    ])
    expect(await erros('situacoes', { dataIni: '2020-01-01', dataFim: '2020-12-31', estabelecimentosIds: [id.estab], origem: 'FOLHA', motivos: ['XX'] })).toEqual([
      { field: 'motivos.0', message: 'Motivos inválido' },
      { field: 'origem', message: 'Origem inválida' },
    ])
    expect(await erros('ultimas-promocoes', { data: '2020-12-31', estabelecimentosIds: [id.estab], mesesSemReajuste: -1 })).toEqual([
      { field: 'mesesSemReajuste', message: 'Meses sem Reajuste deve ser no mínimo 0' },
    ])
    expect(await erros('alteracoes-cargos-e-ou-areas', { dataIni: '2020-01-01', dataFim: '2020-12-31', estabelecimentosIds: [id.estab], alteracoes: [] })).toEqual([
      { field: 'alteracoes', message: 'Selecione ao menos uma alteração' },
    ])
    // Origin and grouping are required with their defaults (TODOS, AREA_ORGANIZACIONAL); months without adjustment defaults to 0.
    const padrao = await adm.get(`/api/cargo-salario/consultas/situacoes?dataIni=2020-01-01&dataFim=2020-12-31&estabelecimentosIds=${id.estab}`)
    expect(padrao.status).toBe(200)
    expect(padrao.body.filtro).toMatchObject({ origem: 'TODOS', agrupamento: 'AREA_ORGANIZACIONAL', motivos: [] })
    const meses = await adm.get(`/api/cargo-salario/consultas/ultimas-promocoes?data=2020-12-31&estabelecimentosIds=${id.estab}`)
    expect(meses.body.filtro.mesesSemReajuste).toBe(0)
  })

  it('401 sem sessão, 403 sem a permissão (talentos e estrutura têm as suas)', async () => {
    const semSessao = clienteRelatorios(amb.app, () => '', 'cargo-salario')
    expect((await semSessao.pedir('promocoes', {})).status).toBe(401)
    const perfil = await adm.post('/api/utilitario/perfis', { nome: 'Só cadastros (relatórios)', autoridades: ['ROLE_CARGO_SALARIO_CADASTROS'] })
    expect((await adm.post('/api/utilitario/usuarios', { nome: 'Só Cadastros', cpf: cpf(90), senha: 'segredo1', acessos: [{ empresaId: 1, perfilId: perfil.body.id }] })).status).toBe(201)
    const so = cliente(amb.app)
    await so.entrar(cpf(90), 'segredo1', 1)
    const comSo = clienteRelatorios(amb.app, () => so.cookie, 'cargo-salario')
    expect((await comSo.pedir('talentos-cargos', corpo({ data: '2020-12-31', cargosIds: [id.cargoA] }))).status).toBe(403)
    expect((await comSo.pedir('cargos-resumidos', { data: '2020-12-31', cargosIds: [id.cargoA] })).status).toBe(200)
  })

  it('outra empresa: os cargos, estabelecimentos e talentos dela não entram, nem pedidos pelo id', async () => {
    const outra = cliente(amb.app)
    await outra.entrar(DEMO.cpf, DEMO.senha, 2)
    const e = await outra.post('/api/utilitario/estabelecimentos', { nome: 'Sede da Filial' })
    expect(e.status, JSON.stringify(e.body)).toBe(201)
    const area = await criar(outra, 'areas-organizacionais', { nome: 'Área da Filial' })
    const cargo = await criar(outra, 'cargos', { nome: 'Cargo da Filial', nomeMercado: 'Filial', areasOrganizacionais: [area] })
    await admitir(outra, 9, 'Filipe da Filial', '2020-01-02', { estabelecimentoId: e.body.id, areaOrganizacionalId: area, cargoId: cargo, tipoSalario: 3, salario: 123_400 })
    const daFilial = { data: '2020-12-31', estabelecimentosIds: [e.body.id], cargosIds: [cargo] }
    // Seen from company 2 itself it exists…
    const propria = comoTexto(clienteRelatorios(amb.app, () => outra.cookie, 'cargo-salario'))
    expect((await propria.gerar('talentos-cargos', daFilial)).xlsx).toContain('Filipe da Filial | R09 | 2020-01-02 | Sede da Filial | Área da Filial | | 1234')
    // …from company 1 (the same user, who may see both) it does not.
    await rel().semDados('talentos-cargos', daFilial)
    await rel().semDados('cargos-resumidos', { data: '2020-12-31', cargosIds: [cargo] })
    await rel().semDados('situacoes', { dataIni: '2020-01-01', dataFim: '2020-12-31', estabelecimentosIds: [e.body.id] })
    const todos = await rel().gerar('talentos-cargos', corpo({ data: '2020-12-31', cargosIds: [id.cargoA, id.cargoB, cargo], estabelecimentosIds: [id.estab, e.body.id] }))
    expect(todos.xlsx.join('\n')).not.toContain('Filipe')
  })

  it('gestor: só as pessoas e movimentações das áreas que gere', async () => {
    const cargo = await criar(adm, 'cargos', { nome: 'Cargo Gestão Rel', nomeMercado: 'Gestão', areasOrganizacionais: [id.raiz] })
    const g = await criarGestor(amb, adm, { n: 77, autoridades: ['ROLE_CARGO_SALARIO_COLABORADORES', 'ROLE_CARGO_SALARIO_CADASTROS'], posicao: { estabelecimentoId: id.estab!, cargoId: cargo } })
    const posicao = (area: number, salario: number) => ({ estabelecimentoId: id.estab, areaOrganizacionalId: area, cargoId: cargo, tipoSalario: 3, salario })
    await admitir(adm, 11, 'Fabi da Filha', '2020-05-01', posicao(g.areas.filha, 200_000))
    const fora = await admitir(adm, 12, 'Otto de Fora', '2020-05-01', posicao(g.areas.fora, 300_000))
    await linha(fora, '2020-10-01', 'TR', posicao(g.areas.filha, 300_000))
    const areas = [g.areas.gerida, g.areas.filha, g.areas.fora]
    const gestor = comoTexto(clienteRelatorios(amb.app, () => g.cliente.cookie, 'cargo-salario'))
    const filtro = corpo({ data: '2020-06-30', areasOrganizacionaisIds: areas, tipo: 'R' })
    const doGestor = await gestor.gerar('talentos-areas-organizacionais', filtro)
    expect(doGestor.xlsx.slice(5)).toEqual(['Gerida 77 | 1 | 9000 | 9000 | 9000 | 9000', 'Gerida 77 > Filha 77 | 1 | 2000 | 2000 | 2000 | 2000', 'Total | 2 | 11000 | 5500 | 2000 | 9000'])
    expect((await rel().gerar('talentos-areas-organizacionais', filtro)).xlsx.at(-1)).toBe('Total | 3 | 14000 | 4666.67 | 2000 | 9000')
    // Otto came into the manager's area in October: the transfer is theirs to see, his admission elsewhere is not.
    const mov = { dataIni: '2020-01-01', dataFim: '2020-12-31', estabelecimentosIds: [id.estab], areasOrganizacionaisIds: areas }
    const situacoes = await gestor.gerar('situacoes', { ...mov, agrupamento: 'TALENTO' })
    expect(situacoes.xlsx.filter((l) => l.includes('Otto')).map((l) => l.split(' | ').slice(0, 3).join(' | '))).toEqual(['Otto de Fora (matrícula R012)', 'Otto de Fora | 2020-10-01 | Transferência'])
    expect((await gestor.gerar('alteracoes-cargos-e-ou-areas', mov)).xlsx.slice(5)).toEqual([
      'Otto de Fora | 2020-10-01 | Transferência | Área | Fora 77 | Filha 77 | Cargo Gestão Rel | Cargo Gestão Rel',
      'Total: 1',
    ])
    const resumidos = await gestor.gerar('cargos-resumidos', { data: '2020-06-30', cargosIds: [cargo] })
    expect(resumidos.xlsx.at(-1)).toBe('Total | | | | 2')
    expect((await rel().gerar('cargos-resumidos', { data: '2020-06-30', cargosIds: [cargo] })).xlsx.at(-1)).toBe('Total | | | | 3')
    // 'Salários em uma data' too reads only the manager's areas.
    const salarios = await g.cliente.get(`/api/cargo-salario/consultas/salarios-em-uma-data?data=2020-06-30&cargosIds=${cargo}`)
    expect(salarios.body.linhas.map((l: { nome: string }) => l.nome).sort()).toEqual(['Fabi da Filha', 'Gestora 77'])
  })
})
