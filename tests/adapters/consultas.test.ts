import { describe, expect, it } from 'vitest'
import { MODULOS_ADAPTADORES } from '../../adapters/modulos.ts'
import { renderizarPdf } from '../../adapters/pdf.ts'
import { mapaSql } from '../../adapters/relatorios/consultas.ts'
import { MODULOS } from '../../core/modulos.ts'
import { CONSULTAS, RELATORIOS } from '../../core/relatorios.ts'
import type { Bloco, Documento, TipoBloco } from '../../core/shared/documento.ts'
import { textoPdf } from '../support/arquivos-relatorio.ts'

// A 1×1 PNG (the résumé's photo and the company logo are data URLs).
const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='

describe('consultas: cada uma declarada no core tem o seu SQL no adaptador do módulo, e vice-versa', () => {
  const sql = new Map(MODULOS_ADAPTADORES.flatMap((m) => Object.keys(m.consultas ?? {}).map((nome) => [nome, m.nome] as const)))

  it('nenhuma consulta sem SQL, nenhum SQL sem consulta, cada SQL no adaptador do seu módulo', () => {
    // A consulta whose rows a use case computes (`fonte`) has no SQL of its own.
    const declaradas = CONSULTAS.filter((q) => !q.fonte).map((q) => q.nome).sort()
    expect(declaradas.length).toBeGreaterThan(0)
    expect([...sql.keys()].sort()).toEqual(declaradas)
    for (const q of CONSULTAS) if (!q.fonte) expect(sql.get(q.nome), q.nome).toBe(q.modulo)
  })

  it('nomes e caminhos únicos; cada relatório e consulta pertence ao módulo que o declara', () => {
    expect(new Set(CONSULTAS.map((q) => q.nome)).size).toBe(CONSULTAS.length)
    expect(new Set(CONSULTAS.map((q) => q.caminho)).size).toBe(CONSULTAS.length)
    expect(new Set(RELATORIOS.map((r) => r.caminhoArquivo)).size).toBe(RELATORIOS.length)
    for (const m of MODULOS) for (const r of m.relatorios ?? []) expect(r.modulo, r.nome).toBe(m.nome)
  })

  it('um SQL registrado duas vezes é recusado na partida', () => {
    const f = () => {
      throw new Error('não chamado')
    }
    expect(() => mapaSql(['m/a', f], ['m/a', f])).toThrow('SQL da consulta m/a declarado duas vezes')
  })
})

describe('o renderizador único de documentos', () => {
  // One block of each kind: a new kind is a type error here until the renderer and this test know it.
  const blocos: Record<TipoBloco, Bloco> = {
    titulo: { tipo: 'titulo', texto: 'Bloco Título', imagem: PNG },
    campos: { tipo: 'campos', titulo: 'Seção de Campos', campos: [{ rotulo: 'Rótulo Um', valor: 'Valor Um' }] },
    tabela: {
      tipo: 'tabela',
      titulo: 'Seção de Tabela',
      colunas: [{ titulo: 'Coluna A', largura: 2 }, { titulo: 'Coluna B', alinhamento: 'direita' }],
      linhas: [{ destaque: 'grupo', celulas: ['Grupo Único'] }, ['Célula A1', '1.234'], { destaque: 'total', celulas: ['Total: 1', '1.234'] }],
    },
    texto: { tipo: 'texto', titulo: 'Seção de Texto', texto: 'Parágrafo corrido do documento.' },
    assinaturas: { tipo: 'assinaturas', nomes: ['Assina Candidato', 'Assina Gestor'] },
  }
  const documento: Documento = {
    titulo: 'Documento de teste',
    orientacao: 'paisagem',
    cabecalho: { empresa: 'Empresa Cabeçalho', logo: PNG, emitido: 'Emitido em 01/02/2026 10:00 por Ana', titulo: 'Título Repetido', subtitulo: 'Filtro em palavras' },
    rodape: { texto: '3 registro(s)', paginas: true },
    blocos: Object.values(blocos),
  }

  it('imprime cada tipo de bloco, o cabeçalho e o rodapé (texto lido de volta do PDF)', async () => {
    const bytes = await renderizarPdf(documento)
    expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe('%PDF-')
    const texto = (await textoPdf(new Uint8Array(bytes))).replace(/\s+/g, ' ')
    for (const t of [
      'Empresa Cabeçalho',
      'Emitido em 01/02/2026 10:00 por Ana',
      'Título Repetido',
      'Filtro em palavras',
      'Bloco Título',
      'Seção de Campos',
      'Rótulo Um',
      'Valor Um',
      'Seção de Tabela',
      'Coluna A',
      'Grupo Único',
      'Célula A1',
      'Total: 1',
      'Seção de Texto',
      'Parágrafo corrido do documento.',
      'Assina Candidato',
      'Assina Gestor',
      '3 registro(s)',
      'Página 1 de 1',
    ])
      expect(texto).toContain(t)
  })

  it('tabela sem linhas imprime o texto de vazia; documento sem cabeçalho nem rodapé também sai', async () => {
    const bytes = await renderizarPdf({ titulo: 'Mínimo', blocos: [{ tipo: 'tabela', colunas: [{ titulo: 'Col' }], linhas: [], vazia: 'Nenhum candidato vinculado.' }] })
    const texto = await textoPdf(new Uint8Array(bytes))
    expect(texto).toContain('Nenhum candidato vinculado.')
    expect(texto).not.toContain('Página')
  })
})
