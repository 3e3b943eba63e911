import { Either } from 'effect'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { conferirArquivo, tipoDoArquivo } from '../../../core/captacao/anexarDocumentoCandidato.ts'
import { TAMANHO_MAXIMO_ARQUIVO } from '../../../core/shared/envio.ts'
import { candidatos, normalizarNome, regrasComConfig } from '../../../core/captacao/candidatos.ts'
import { normalizarExperiencia, regrasCertificado, regrasExperiencia } from '../../../core/geral/itensPessoa.ts'
import { calcularEstatistica } from '../../../core/captacao/como-ficou-sabendo-vaga-estatistica.ts'
import { lerCsv, linhaParaCorpo, mapearCabecalho, type Referencias } from '../../../core/captacao/importarCandidatos.ts'
import { montarCurriculo, OpcoesImpressaoSchema } from '../../../core/captacao/imprimirCurriculoCandidato.ts'
import { CONFIG_PADRAO } from '../../../core/captacao/qualificacaoCandidato.ts'
import { decodificar, decodificarFiltros, validar } from '../../../core/shared/resource.ts'

const erros = (r: Either.Either<unknown, { errors: ReadonlyArray<{ field: string; message: string }> }>) => (Either.isLeft(r) ? r.left.errors : [])

describe('experiência profissional (spec 000 §3.6, §5)', () => {
  it('cargo obrigatório, ou Outro cargo com checkNomeCargo; admissão até hoje; desligamento depois da admissão', () => {
    expect(regrasExperiencia({ dataAdmissao: '2020-01-01' })).toEqual([{ field: 'cargo', message: 'Cargo é obrigatório' }])
    expect(regrasExperiencia({ checkNomeCargo: true, dataAdmissao: '2020-01-01' })).toEqual([{ field: 'nomeMercado', message: 'Outro cargo é obrigatório' }])
    expect(regrasExperiencia({ checkNomeCargo: true, nomeMercado: 'Soldador', dataAdmissao: '2020-01-01' })).toEqual([])
    expect(regrasExperiencia({ cargo: { id: 1 }, dataAdmissao: '2025-06-16' }, '2025-06-15')).toEqual([
      { field: 'dataAdmissao', message: 'A data de admissão deve ser igual ou anterior a data atual' },
    ])
    expect(regrasExperiencia({ cargo: { id: 1 }, dataAdmissao: '2025-06-15' }, '2025-06-15')).toEqual([])
    expect(regrasExperiencia({ cargo: { id: 1 }, dataAdmissao: '2020-01-02', dataDesligamento: '2020-01-01' })).toEqual([
      { field: 'dataDesligamento', message: 'A data de desligamento não pode ser anterior à data de admissão' },
    ])
  })

  it('checkNomeCargo limpa o cargo; sem ele, limpa o outro cargo', () => {
    const base = { empresa: 'X', salario: 0, dataAdmissao: '2020-01-01' }
    expect(normalizarExperiencia({ ...base, checkNomeCargo: true, cargo: { id: 1 }, nomeMercado: 'Y' })).toEqual({ ...base, checkNomeCargo: true, nomeMercado: 'Y' })
    expect(normalizarExperiencia({ ...base, checkNomeCargo: false, cargo: { id: 1 }, nomeMercado: 'Y' })).toEqual({ ...base, checkNomeCargo: false, cargo: { id: 1 } })
  })

  it('propriedade: a regra da data de admissão coincide com a comparação das datas', () => {
    const dia = fc.date({ min: new Date('1950-01-01'), max: new Date('2050-12-31'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10))
    fc.assert(
      fc.property(dia, dia, (adm, hoje) => {
        const e = regrasExperiencia({ cargo: { id: 1 }, dataAdmissao: adm }, hoje)
        expect(e.some((x) => x.field === 'dataAdmissao')).toBe(adm > hoje)
      }),
    )
  })
})

describe('certificados e cursos', () => {
  it('datas exigidas (fim só no certificado), período, carga horária diária ≤ 24 h e total ≥ diária', () => {
    const c = { titulo: 'T', organizacao: 'O', tipo: 'CURSO' as const }
    expect(regrasCertificado(c, 'certificados')).toEqual([
      { field: 'dataInicio', message: 'Data de Início é obrigatória' },
      { field: 'dataFim', message: 'Data de Fim é obrigatória' },
    ])
    expect(regrasCertificado({ ...c, dataInicio: '2024-01-01' }, 'cursos')).toEqual([])
    expect(regrasCertificado({ ...c, dataInicio: '2024-01-02', dataFim: '2024-01-01' }, 'cursos')).toEqual([{ field: 'dataFim', message: 'Data final inferior a data inicial.' }])
  })

  it('propriedade: horas em minutos', () => {
    fc.assert(
      fc.property(fc.nat({ max: 3000 }), fc.nat({ max: 100_000 }), (diaria, total) => {
        const e = regrasCertificado({ dataInicio: '2024-01-01', cargaHorariaDiaria: diaria, cargaHorariaTotal: total }, 'cursos')
        if (diaria > 1440) expect(e).toEqual([{ field: 'cargaHorariaDiaria', message: 'Carga horária diária não pode ser maior 24 horas' }])
        else if (total < diaria) expect(e).toEqual([{ field: 'cargaHorariaTotal', message: 'Carga horária total não pode ser menor que a carga horária diária' }])
        else expect(e).toEqual([])
      }),
    )
  })
})

describe('o schema do candidato', () => {
  const base = { nome: 'Ana Lima', cargos: [1] }
  it('nome e Cargo/Função Pretendida; vazios e nulos nos itens contam como ausentes', () => {
    expect(erros(decodificar(candidatos, {}, 'create'))).toEqual([
      { field: 'nome', message: 'Nome é obrigatório' },
      { field: 'cargos', message: 'Cargo/Função Pretendida é obrigatório' },
    ])
    expect(erros(decodificar(candidatos, { ...base, candidatoIdiomas: [{ idioma: null, nivel: '' }] }, 'create'))).toEqual([
      { field: 'candidatoIdiomas.0.idioma', message: 'Idioma é obrigatório' },
      { field: 'candidatoIdiomas.0.nivel', message: 'Nível é obrigatório' },
    ])
    expect(erros(decodificar(candidatos, { ...base, formacao: [{}] }, 'create'))).toEqual([
      { field: 'formacao.0.areaFormacao', message: 'Selecione a Área de Formação' },
      { field: 'formacao.0.curso', message: 'Curso é obrigatório' },
      { field: 'formacao.0.local', message: 'Instituição é obrigatória' },
      { field: 'formacao.0.situacao', message: 'Situação é obrigatória' },
      { field: 'formacao.0.tipo', message: 'Tipo é obrigatório' },
    ])
    expect(erros(decodificar(candidatos, { ...base, formacao: [{ areaFormacao: { id: 1 }, curso: 'x'.repeat(101), local: 'L', situacao: 'COMPLETO', tipo: 'MESTRADO', conclusao: 'x'.repeat(21) }] }, 'create'))).toEqual([
      { field: 'formacao.0.curso', message: 'Curso deve ter no máximo 100 caracteres' },
      { field: 'formacao.0.conclusao', message: 'Conclusão deve ter no máximo 20 caracteres' },
    ])
  })

  it('senhas iguais; primeiro emprego sem experiências; idioma repetido', () => {
    expect(erros(decodificar(candidatos, { ...base, senha: 'abcdef', confirmaSenha: 'abcdex' }, 'create'))).toEqual([{ field: 'confirmaSenha', message: 'As senhas devem ser iguais' }])
    expect(erros(decodificar(candidatos, { ...base, candidatoIdiomas: [{ idioma: { id: 1 }, nivel: 'BASICO' }, { idioma: { id: 1 }, nivel: 'AVANCADO' }] }, 'create'))).toEqual([
      { field: 'candidatoIdiomas.1.idioma', message: 'Idioma já informado' },
    ])
  })

  it('máximo de cargos da empresa (0 = sem limite); campos configurados', () => {
    const c = { ...base, cargos: [1, 2, 3, 4] }
    expect(regrasComConfig(c, CONFIG_PADRAO, '2025-01-01')).toEqual([])
    expect(regrasComConfig(c, { ...CONFIG_PADRAO, maxCandidataCargo: 3 }, '2025-01-01')).toEqual([{ field: 'cargos', message: 'Não é permitido selecionar mais do que 3 cargos' }])
    expect(regrasComConfig(base, { ...CONFIG_PADRAO, camposObrigatorios: ['cpf'] }, '2025-01-01')).toEqual([{ field: 'cpf', message: 'CPF é obrigatório' }])
  })

  it('propriedade: nenhuma entrada lança exceção; toda falha tem mensagens', () => {
    fc.assert(
      fc.property(fc.record({ nome: fc.anything(), cargos: fc.anything(), experiencias: fc.anything(), formacao: fc.anything(), camposExtras: fc.anything(), ctps: fc.anything() }, { requiredKeys: [] }), (corpo) => {
        const r = decodificar(candidatos, corpo, 'create')
        if (Either.isLeft(r)) expect(r.left.errors.length).toBeGreaterThan(0)
      }),
    )
  })

  it('o filtro declarado: datas em ordem; status conhecido; Todos não restringe; o período em dias de São Paulo', () => {
    expect(decodificarFiltros(candidatos, { dataIni: '2025-02-01', dataFim: '2025-01-01' })).toEqual(Either.left([{ field: 'dataFim', message: 'Data final inferior a data inicial.' }]))
    expect(decodificarFiltros(candidatos, { statusQualificacaoCadastral: 'X' })).toEqual(Either.left([{ field: 'statusQualificacaoCadastral', message: 'Qualificação inválida' }]))
    expect(decodificarFiltros(candidatos, { dataIni: '2025-13-01' })).toEqual(Either.left([{ field: 'dataIni', message: 'Cadastro de inválida' }]))
    const f = candidatos.filtros!
    expect(f['statusQualificacaoCadastral']!.valor!('TODOS')).toBeUndefined()
    expect(f['statusQualificacaoCadastral']!.valor!('QUALIFICADO')).toBe('QUALIFICADO')
    // Registered from 00:00 to 23:59:59.999 of the day in São Paulo (UTC−3), stored as UTC instants.
    expect(f['dataIni']!.valor!('2025-01-31')).toBe('2025-01-31T03:00:00.000Z')
    expect(f['dataFim']!.valor!('2025-01-31')).toBe('2025-02-01T02:59:59.999Z')
    expect(normalizarNome('  Ângela   HOMÔNIMA ')).toBe('angela homonima')
  })

  it('o estado (qualificação, contratado, sinais do portal) nunca vem do corpo; as colunas calculadas também não', () => {
    const r = decodificar(
      candidatos,
      { nome: 'Ana Souza', cargos: [1], contratado: true, moduloExterno: true, aceitoPoliticaSeguranca: true, qualificacaoCadastral: 'QUALIFICADO', possuiSenha: true, dataCadastro: '2025-01-01' },
      'create',
    )
    expect(Either.isRight(r)).toBe(true)
    const entrada = Either.getOrThrow(r) as Record<string, unknown>
    for (const k of ['contratado', 'moduloExterno', 'aceitoPoliticaSeguranca', 'qualificacaoCadastral', 'possuiSenha', 'dataCadastro']) expect(entrada).not.toHaveProperty(k)
    expect(Object.keys(candidatos.estado!)).toEqual(['qualificacaoCadastral', 'mensagemQualificacao', 'contratado', 'jaFoiColaborador', 'moduloExterno', 'aceitoPoliticaSeguranca'])
  })
})

describe('arquivos: tipo pelos bytes, tamanho', () => {
  it('PDF, PNG e JPEG pelos primeiros bytes; o resto é recusado', () => {
    expect(tipoDoArquivo(new TextEncoder().encode('%PDF-1.7 ...'))).toBe('application/pdf')
    expect(tipoDoArquivo(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1]))).toBe('image/png')
    expect(tipoDoArquivo(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg')
    expect(tipoDoArquivo(new TextEncoder().encode('PK\u0003\u0004 docx'))).toBeUndefined()
    expect(conferirArquivo({ nome: 'a.pdf', conteudo: new Uint8Array(0) })).toEqual(Either.left({ field: 'anexo', message: 'Arquivo é obrigatório' }))
    const grande = new Uint8Array(TAMANHO_MAXIMO_ARQUIVO + 1)
    grande.set([0x25, 0x50, 0x44, 0x46, 0x2d])
    expect(conferirArquivo({ nome: 'a.pdf', conteudo: grande })).toEqual(Either.left({ field: 'anexo', message: 'O arquivo deve ser menor que 5 MB' }))
  })

  it('propriedade: bytes que não começam por uma assinatura conhecida nunca passam', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 1, maxLength: 64 }), (b) => {
        const t = tipoDoArquivo(b)
        if (t === 'application/pdf') expect(new TextDecoder().decode(b.slice(0, 5))).toBe('%PDF-')
        if (t === 'image/jpeg') expect([...b.slice(0, 3)]).toEqual([0xff, 0xd8, 0xff])
        if (t === 'image/png') expect(b[1]).toBe(0x50)
      }),
    )
  })
})

describe('importação CSV', () => {
  it('lê ; ou , com aspas, quebras de linha e BOM', () => {
    expect(lerCsv('\uFEFFnome;cpf\r\n"Silva; Ana";123\n"Diz ""oi""\nlinha";\n')).toEqual([
      ['nome', 'cpf'],
      ['Silva; Ana', '123'],
      ['Diz "oi"\nlinha', ''],
    ])
    expect(lerCsv('nome,email\nAna,a@b.com')).toEqual([
      ['nome', 'email'],
      ['Ana', 'a@b.com'],
    ])
  })

  it('cabeçalho por nome do campo ou rótulo; colunas desconhecidas ou repetidas', () => {
    expect(mapearCabecalho(['Nome', 'CPF', 'Data de Nascimento', 'cargo', 'UF', 'Cidade'])).toEqual(Either.right(['nome', 'cpf', 'dataNascimento', 'cargos', 'uf', 'cidade']))
    expect(mapearCabecalho(['nome', 'salario', 'NOME'])).toEqual(Either.left(['Coluna desconhecida: salario', 'Coluna repetida: nome']))
    expect(mapearCabecalho(['cpf'])).toEqual(Either.left(['A coluna nome é obrigatória']))
  })

  it('valores em pt-BR: datas, dinheiro, Sim/Não, opções pelo nome, cadastros pelo nome', () => {
    const refs: Referencias = {
      cargos: new Map([['analistaderh', 7]]),
      areasInteresse: new Map(),
      comoFicouSabendo: new Map([['linkedin', 3]]),
      ufs: new Map([['ce', 23]]),
      cidades: new Map([['23:fortaleza', 2304400]]),
    }
    const campos = ['nome', 'dataNascimento', 'pretencaoSalarial', 'possuiVeiculo', 'sexo', 'cargos', 'comoFicouSabendoVagaId', 'uf', 'cidade', 'escolaridade']
    expect(linhaParaCorpo(campos, ['Ana', '10/03/1990', 'R$ 2.500,50', 'Sim', 'Feminino', 'Analista de RH', 'LinkedIn', 'CE', 'Fortaleza', '7'], refs)).toEqual({
      corpo: { nome: 'Ana', dataNascimento: '1990-03-10', pretencaoSalarial: 250050, possuiVeiculo: true, sexo: 'F', cargos: [7], comoFicouSabendoVagaId: 3, ufId: 23, cidadeId: 2304400, escolaridade: '07' },
      erros: [],
    })
    expect(linhaParaCorpo(['nome', 'cargos', 'uf', 'cidade'], ['Ana', 'Piloto', 'CE', 'Gotham'], refs).erros).toEqual([
      { field: 'cargos', message: 'Cargo: Piloto não encontrado' },
      { field: 'cidadeId', message: 'Cidade: Gotham não encontrada em CE' },
    ])
  })
})

describe('estatística de como ficou sabendo', () => {
  it('todas as opções, Não informado, percentuais com 2 casas, ordem por quantidade', () => {
    const r = calcularEstatistica(
      [
        { id: 1, nome: 'Jornal' },
        { id: 2, nome: 'LinkedIn' },
        { id: 3, nome: 'Rádio' },
      ],
      [
        { id: 2, qtd: 2 },
        { id: 1, qtd: 1 },
        { id: null, qtd: 3 },
      ],
    )
    expect(r).toEqual([
      { id: null, nome: 'Não informado', qtd: 3, percentual: 50 },
      { id: 2, nome: 'LinkedIn', qtd: 2, percentual: 33.33 },
      { id: 1, nome: 'Jornal', qtd: 1, percentual: 16.67 },
      { id: 3, nome: 'Rádio', qtd: 0, percentual: 0 },
    ])
    expect(calcularEstatistica([{ id: 1, nome: 'A' }], [])).toEqual([{ id: 1, nome: 'A', qtd: 0, percentual: 0 }])
  })

  it('propriedade: a soma das quantidades é o total e os percentuais somam ~100', () => {
    fc.assert(
      fc.property(fc.array(fc.nat({ max: 1000 }), { minLength: 1, maxLength: 10 }), (qtds) => {
        const opcoes = qtds.map((_, i) => ({ id: i + 1, nome: `O${i}` }))
        const r = calcularEstatistica(opcoes, qtds.map((qtd, i) => ({ id: i + 1, qtd })))
        const total = qtds.reduce((a, b) => a + b, 0)
        expect(r.reduce((a, l) => a + l.qtd, 0)).toBe(total)
        if (total) expect(Math.abs(r.reduce((a, l) => a + l.percentual, 0) - 100)).toBeLessThanOrEqual(0.01 * qtds.length)
      }),
    )
  })
})

describe('impressão do currículo', () => {
  const opcoes = (o: object = {}) => (validar(OpcoesImpressaoSchema, o) as Either.Right<never, any>).right
  const nomes = { empresa: 'Empresa', logo: null, cargos: ['Analista'], areasInteresse: [], cidade: 'Fortaleza', uf: 'CE', comoFicouSabendo: '', camposExtras: [{ campo: 'texto1', titulo: 'Uniforme' }] }
  const c = {
    id: 1,
    nome: 'Ana Lima',
    cpf: '52998224725',
    ocrTexto: 'texto do currículo',
    pagaPensao: true,
    valor: 12345,
    camposExtras: { texto1: 'G' },
    experiencias: [{ empresa: 'ACME', checkNomeCargo: true, nomeMercado: 'Soldador', dataAdmissao: '2020-01-01', salario: 0 }],
  }
  it('seções conforme as opções; cabeçalho e três assinaturas', () => {
    const padrao = montarCurriculo(c, opcoes(), nomes, '2025-01-01T12:00:00Z')
    expect(padrao.secoes.map((s) => s.titulo)).toEqual(['Dados pessoais', 'Endereço e contato', 'Experiência profissional'])
    expect(padrao.cabecalho).toMatchObject({ empresa: 'Empresa' })
    expect(padrao.assinaturas).toEqual([])
    const tudo = montarCurriculo(
      c,
      opcoes({ exibirSocioEconomica: true, exibirOcr: true, exibirCamposExtras: true, exibirCabecalho: false, assinatura1: { exibir: true, texto: 'Candidato' }, assinatura3: { exibir: true, texto: 'Gestor' } }),
      nomes,
      '2025-01-01T12:00:00Z',
    )
    expect(tudo.secoes.map((s) => s.titulo)).toEqual(['Dados pessoais', 'Endereço e contato', 'Informações socioeconômicas', 'Experiência profissional', 'Informações adicionais', 'Currículo (texto)'])
    expect(tudo.cabecalho).toBeNull()
    expect(tudo.assinaturas).toEqual(['Candidato', 'Gestor'])
    const socio = tudo.secoes.find((s) => s.titulo === 'Informações socioeconômicas')
    expect(socio).toMatchObject({ campos: expect.arrayContaining([{ rotulo: 'Valor da pensão', valor: 'R$ 123,45' }]) })
    expect(tudo.secoes[0]).toMatchObject({ campos: expect.arrayContaining([{ rotulo: 'CPF', valor: '529.982.247-25' }]) })
  })
})

describe('validação de itens das sub-listas com dados malformados', () => {
  it('idioma sem idioma não lança exceção: devolve as mensagens dos campos', async () => {
    const { validarIdioma } = await import('../../../core/geral/itensPessoa.ts')
    const erros = validarIdioma({ nivel: 'B' }, [1, 2])
    expect(erros.map((e) => e.field)).toContain('idioma')
    expect(() => validarIdioma({}, [1])).not.toThrow()
    expect(() => validarIdioma(null, [1])).not.toThrow()
  })
})
