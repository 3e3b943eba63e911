import { execFileSync } from 'node:child_process'
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { dirname, relative, resolve } from 'node:path'
import { Either, Schema } from 'effect'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { etapasSeletivas } from '../../core/captacao/cadastros.ts'
import { candidatos } from '../../core/captacao/candidatos.ts'
import { cargos } from '../../core/cargo-salario/cargos.ts'
import { RECURSOS } from '../../core/recursos.ts'
import { AUTORIDADES, GRUPOS_MENU } from '../../core/modulos.ts'
import { podeAbrirTela, podeAcessar, temAlguma, temAutoridade, temTodas } from '../../core/sessao/autoridades.ts'
import { chaveBusca, construirMenu, pesquisarMenu, telasDoMenu } from '../../core/sessao/menu.ts'
import { RELATORIOS } from '../../core/relatorios.ts'
import { comoSubcampo, grupo, subcamposDe } from '../../core/shared/campos.ts'
import { decodificar } from '../../core/shared/resource.ts'
import { usuarios } from '../../core/utilitario/usuarios.ts'

const erros = (r: ReturnType<typeof decodificar>) => (Either.isLeft(r) ? r.left.errors : [])

describe('schemas de entidade com as mensagens da especificação', () => {
  it('etapa seletiva: ordem obrigatória até 999 (padrão 1), nome obrigatório até 100, análise comportamental falsa por padrão', () => {
    expect(decodificar(etapasSeletivas, { nome: 'Entrevista' }, 'create')).toEqual(
      Either.right({ nome: 'Entrevista', ordem: 1, analiseComportamental: false }),
    )
    expect(erros(decodificar(etapasSeletivas, { nome: 'x'.repeat(101), ordem: 1000 }, 'create'))).toEqual([
      { field: 'ordem', message: 'Ordem deve ser no máximo 999' },
      { field: 'nome', message: 'Nome deve ter no máximo 100 caracteres' },
    ])
    expect(erros(decodificar(etapasSeletivas, { ordem: 2 }, 'create'))).toEqual([{ field: 'nome', message: 'Nome é obrigatório' }])
    // PUT replaces the record: a field left out takes its default, never NULL
    expect(decodificar(etapasSeletivas, { nome: 'x' }, 'update')).toEqual(Either.right({ nome: 'x', ordem: 1, analiseComportamental: false }))
    expect(erros(decodificar(etapasSeletivas, { ordem: 2 }, 'update'))).toEqual([{ field: 'nome', message: 'Nome é obrigatório' }])
  })

  it('nomes são aparados; só espaços conta como ausente', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 100 }).filter((s) => s.trim() !== ''), fc.nat(5), fc.nat(5), (nome, a, b) => {
        const r = decodificar(etapasSeletivas, { nome: ' '.repeat(a) + nome + ' '.repeat(b) }, 'create')
        expect(Either.isRight(r) && r.right.nome).toBe(nome.trim())
      }),
    )
    fc.assert(
      fc.property(fc.stringMatching(/^\s*$/), (nome) => {
        expect(erros(decodificar(etapasSeletivas, { nome }, 'create'))).toEqual([{ field: 'nome', message: 'Nome é obrigatório' }])
      }),
    )
  })

  it('campos de sistema são ignorados; campos desconhecidos são erro', () => {
    expect(Either.isRight(decodificar(etapasSeletivas, { id: 3, empresaId: 9, removedAt: null, nome: 'x' }, 'create'))).toBe(true)
    expect(erros(decodificar(etapasSeletivas, { nome: 'x', __proto__x: 1 }, 'create'))).toEqual([{ field: '__proto__x', message: 'Campo desconhecido' }])
  })

  it('cargo: nomenclatura e nome de mercado obrigatórios, ao menos uma área', () => {
    expect(erros(decodificar(cargos, {}, 'create')).map((e) => e.message)).toEqual([
      'Nomenclatura é obrigatória',
      'Nome de Mercado é obrigatório',
      'Selecione ao menos uma Área Organizacional',
    ])
  })

  it('usuário: senha obrigatória só ao criar; empresa repetida nos acessos', () => {
    const base = { nome: 'A', cpf: '111.444.777-35' }
    expect(erros(decodificar(usuarios, base, 'create'))).toEqual([{ field: 'senha', message: 'Senha é obrigatória' }])
    expect(Either.isRight(decodificar(usuarios, base, 'update'))).toBe(true)
    expect(
      erros(
        decodificar(usuarios, { ...base, acessos: [{ empresaId: 1, perfilId: 1 }, { empresaId: 1, perfilId: 2 }] }, 'update'),
      ),
    ).toEqual([{ field: 'acessos.1.empresaId', message: 'Empresa repetida nos acessos' }])
  })

  it('nenhuma entrada arbitrária lança exceção na validação de qualquer recurso', () => {
    fc.assert(
      fc.property(fc.constantFrom(...RECURSOS), fc.jsonValue(), fc.constantFrom('create' as const, 'update' as const), (r, corpo, modo) => {
        const res = decodificar(r, corpo, modo)
        if (Either.isLeft(res)) expect(res.left.errors.length).toBeGreaterThan(0)
      }),
      { numRuns: 500 },
    )
  })
})

describe('definições de recurso', () => {
  it('nomes únicos, nome = rota, tabela e rótulos preenchidos, campos de lista existentes', () => {
    const nomes = RECURSOS.map((r) => r.name)
    expect(new Set(nomes).size).toBe(nomes.length)
    for (const r of RECURSOS) {
      expect(r.name).toMatch(/^[a-z-]+(\/[a-z-]+){1,2}$/)
      expect(r.table).toMatch(/^[a-z_]+$/)
      expect(r.label.length).toBeGreaterThan(0)
      expect(Object.keys(r.fields).some((k) => r.fields[k]!.list)).toBe(true)
      for (const c of Object.values(r.fields)) if (c.reference) expect(nomes, `${r.name} → ${c.reference}`).toContain(c.reference)
      if (r.authority) expect(AUTORIDADES.map((a) => a.id)).toContain(r.authority)
    }
  })
})

describe('grupos (sub-objetos JSON)', () => {
  it('as partes vêm das anotações do Struct, em ordem, mesmo atrás de transformações; partes sem anotação ficam de fora', () => {
    const Doc = Schema.Struct({
      numero: Schema.optionalWith(comoSubcampo(Schema.String, { kind: 'texto', label: 'Número do Documento', max: 20 }), { exact: true }),
      interno: Schema.optional(Schema.String),
      ufId: Schema.optional(comoSubcampo(comoSubcampo(Schema.Number, { kind: 'inteiro', label: 'UF do Documento', max: 99 }), { kind: 'referencia', label: 'UF', reference: 'geral/estados' })),
    })
    const embrulhado = Schema.compose(Schema.Record({ key: Schema.String, value: Schema.Unknown }), Doc, { strict: false })
    const esperado = [
      { nome: 'numero', kind: 'texto', label: 'Número do Documento', max: 20 },
      { nome: 'ufId', kind: 'referencia', label: 'UF', max: 99, reference: 'geral/estados' },
    ]
    expect(subcamposDe(Doc)).toEqual(esperado)
    expect(subcamposDe(embrulhado)).toEqual(esperado)
    expect(grupo({ label: 'Documento', value: embrulhado })).toMatchObject({ kind: 'grupo', storage: 'json', subcampos: esperado })
    expect(subcamposDe(Schema.Array(Doc))).toEqual([])
  })
  it('título de eleitor, certificado militar e CTPS do candidato declaram suas partes', () => {
    const f: Record<string, { subcampos?: ReadonlyArray<unknown> }> = candidatos.fields
    for (const g of ['tituloEleitoral', 'certificadoMilitar', 'ctps']) expect(f[g]?.subcampos?.length).toBeGreaterThan(2)
  })
})

describe('autoridades', () => {
  const tem = ['ROLE_A', 'ROLE_B']
  it('uma, alguma, todas', () => {
    expect(temAutoridade(tem, 'ROLE_A')).toBe(true)
    expect(temAutoridade(tem, 'ROLE_C')).toBe(false)
    expect(temAlguma(tem, ['ROLE_C', 'ROLE_B'])).toBe(true)
    expect(temAlguma(tem, [])).toBe(false)
    expect(temTodas(tem, ['ROLE_A', 'ROLE_B'])).toBe(true)
    expect(temTodas(tem, ['ROLE_A', 'ROLE_C'])).toBe(false)
  })
  it('leitura ampla para selects, escrita e tela só com a autoridade', () => {
    expect(podeAcessar([], etapasSeletivas, 'ler')).toBe(true)
    expect(podeAcessar([], etapasSeletivas, 'escrever')).toBe(false)
    expect(podeAbrirTela([], etapasSeletivas)).toBe(false)
    expect(podeAbrirTela(['ROLE_CAPTACAO_CADASTROS'], etapasSeletivas)).toBe(true)
    expect(podeAcessar([], usuarios, 'ler')).toBe(false)
  })
})

describe('menu', () => {
  const menu = construirMenu(telasDoMenu(RECURSOS, RELATORIOS), AUTORIDADES.map((a) => a.id), GRUPOS_MENU)
  it('agrupa pelo módulo e mostra só as telas permitidas', () => {
    expect(menu.map((g) => g.label)).toEqual(['Captação e Seleção', 'Cargos e Salários', 'Gestão de Talentos', 'Pesquisa', 'Desenvolvimento', 'Avaliação', 'SST', 'Utilitários'])
    const restrito = construirMenu(telasDoMenu(RECURSOS, RELATORIOS), ['ROLE_CARGO_SALARIO_CADASTROS'], GRUPOS_MENU)
    expect(JSON.stringify(restrito)).not.toContain('Etapas Seletivas')
    expect(JSON.stringify(restrito)).toContain('Cargos')
  })
  it("'Pesquisar Menu' ignora acentos e caixa e procura no caminho", () => {
    expect(pesquisarMenu(menu, 'ETAPAS SELETIVAS')[0]!.path).toBe('/captacao/etapas-seletivas')
    expect(pesquisarMenu(menu, 'captacao idio').map((i) => i.breadcrumb)).toEqual(['Captação e Seleção > Cadastros > Idiomas'])
    expect(pesquisarMenu(menu, '   ')).toEqual([])
    expect(pesquisarMenu(menu, 'captacao relatorios cargos').map((i) => i.path)).toEqual(['/captacao/relatorios/cargo'])
    fc.assert(
      fc.property(fc.constantFrom(...RECURSOS.filter((r) => r.menu)), (r) => {
        expect(pesquisarMenu(menu, r.label.toUpperCase()).some((i) => i.path === `/${r.name}`)).toBe(true)
        expect(pesquisarMenu(menu, chaveBusca(r.label)).some((i) => i.path === `/${r.name}`)).toBe(true)
      }),
    )
  })
})

describe('regra de dependência', () => {
  const raiz = resolve(import.meta.dirname, '../..')
  it('core/ importa apenas effect (e a própria core)', () => {
    expect(() => execFileSync('node', ['scripts/check-core-imports.mjs'], { cwd: raiz, stdio: 'pipe' })).not.toThrow()
  })
  it('a verificação falha quando core/ importa outra coisa', () => {
    const dir = resolve(raiz, 'core/__violacao_teste__')
    mkdirSync(dir, { recursive: true })
    try {
      writeFileSync(resolve(dir, 'x.ts'), "import { readFileSync } from 'node:fs'\nexport const x = readFileSync\n")
      expect(() => execFileSync('node', ['scripts/check-core-imports.mjs'], { cwd: raiz, stdio: 'pipe' })).toThrow()
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})

/** core/'s files and the core files each imports at run time (type-only imports aside). */
const grafoDoCore = (raiz: string) => {
  const g = new Map<string, string[]>()
  const andar = (dir: string) => {
    for (const n of readdirSync(dir)) {
      const p = resolve(dir, n)
      if (statSync(p).isDirectory()) andar(p)
      else if (/\.ts$/.test(n)) {
        const deps = [...readFileSync(p, 'utf8').matchAll(/^(?:import|export)(?!\s+type\b)[^'"]*?from\s*['"](\.[^'"]+)['"]/gm)].map((m) => relative(raiz, resolve(dirname(p), m[1]!)))
        g.set(relative(raiz, p), deps)
      }
    }
  }
  andar(resolve(raiz, 'core'))
  return g
}

/** A cycle of imports, if any (depth-first search). */
const umCiclo = (g: ReadonlyMap<string, ReadonlyArray<string>>): string[] | undefined => {
  const estado = new Map<string, 'aberto' | 'fechado'>()
  const pilha: string[] = []
  const visitar = (v: string): string[] | undefined => {
    estado.set(v, 'aberto')
    pilha.push(v)
    for (const w of g.get(v) ?? []) {
      if (!g.has(w)) continue
      if (estado.get(w) === 'aberto') return [...pilha.slice(pilha.indexOf(w)), w]
      if (!estado.has(w)) {
        const c = visitar(w)
        if (c) return c
      }
    }
    pilha.pop()
    estado.set(v, 'fechado')
    return undefined
  }
  for (const v of g.keys()) {
    if (estado.has(v)) continue
    const c = visitar(v)
    if (c) return c
  }
  return undefined
}

describe('importações do core', () => {
  const raiz = resolve(import.meta.dirname, '../..')
  const g = grafoDoCore(raiz)
  it('nenhum ciclo de importação entre arquivos', () => {
    expect(umCiclo(g)).toBeUndefined()
    expect(umCiclo(new Map([['a', ['b']], ['b', ['c']], ['c', ['a']]]))).toEqual(['a', 'b', 'c', 'a'])
  })
  it('Cargos e Salários e o que é comum (geral, shared) não dependem da Captação, que depende deles', () => {
    const errados = [...g].filter(([f]) => /^core\/(cargo-salario|geral|shared)\//.test(f)).flatMap(([f, deps]) => deps.filter((d) => d.startsWith('core/captacao/')).map((d) => `${f} → ${d}`))
    expect(errados).toEqual([])
  })
})
