#!/usr/bin/env node
// Conferência estrutural de categorias.csv e subcategorias.csv (CID-10 DATASUS V2008).
// Uso: node data-ref/cid10/conferir.mjs   (sem dependências; sai com código 1 se algo falhar)
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const DIR = dirname(fileURLToPath(import.meta.url))
const ESPERADO = { 'categorias.csv': 2045, 'subcategorias.csv': 12451 }
const erros = []

// Leitor CSV RFC 4180 com separador ';' (campos entre aspas, "" = aspas literais).
function lerCsv(texto) {
  const linhas = []
  let campo = ''
  let linha = []
  let aspas = false
  for (let i = 0; i < texto.length; i++) {
    const c = texto[i]
    if (aspas) {
      if (c === '"' && texto[i + 1] === '"') { campo += '"'; i++ }
      else if (c === '"') aspas = false
      else campo += c
    } else if (c === '"' && campo === '') aspas = true
    else if (c === ';') { linha.push(campo); campo = '' }
    else if (c === '\n') { linha.push(campo); linhas.push(linha); linha = []; campo = '' }
    else if (c === '\r') erros.push('caractere CR encontrado (esperado fim de linha LF)')
    else campo += c
  }
  if (aspas) erros.push('aspas não fechadas no fim do arquivo')
  if (campo !== '' || linha.length) { linha.push(campo); linhas.push(linha); erros.push('arquivo não termina com LF') }
  return linhas
}

function carregar(nome, padrao) {
  const bytes = readFileSync(join(DIR, nome))
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) erros.push(`${nome}: tem BOM`)
  let texto
  try { texto = new TextDecoder('utf-8', { fatal: true }).decode(bytes) }
  catch { erros.push(`${nome}: não é UTF-8 válido`); return [] }
  const [cab, ...linhas] = lerCsv(texto)
  if (cab?.join(';') !== 'codigo;descricao') erros.push(`${nome}: cabeçalho inesperado: ${cab?.join(';')}`)
  let anterior = ''
  linhas.forEach((l, i) => {
    const n = i + 2
    if (l.length !== 2) { erros.push(`${nome}:${n}: ${l.length} campos`); return }
    const [codigo, descricao] = l
    if (!padrao.test(codigo)) erros.push(`${nome}:${n}: código fora do padrão: ${codigo}`)
    if (codigo <= anterior) erros.push(`${nome}:${n}: código fora de ordem ou repetido: ${anterior} >= ${codigo}`)
    if (descricao.trim() === '') erros.push(`${nome}:${n}: descrição vazia (${codigo})`)
    anterior = codigo
  })
  if (linhas.length !== ESPERADO[nome]) erros.push(`${nome}: ${linhas.length} linhas (esperado ${ESPERADO[nome]})`)
  return linhas
}

const categorias = carregar('categorias.csv', /^[A-Z][0-9]{2}$/)
const subcategorias = carregar('subcategorias.csv', /^[A-Z][0-9]{2}[0-9A-Z]?$/)

const cats = new Set(categorias.map(([c]) => c))
const cobertas = new Set()
const tres = new Set(subcategorias.filter(([c]) => c.length === 3).map(([c]) => c))
for (const [c] of subcategorias) {
  const pref = c.slice(0, 3)
  if (!cats.has(pref)) erros.push(`subcategoria ${c} sem categoria ${pref}`)
  if (c.length === 4 && tres.has(pref)) erros.push(`categoria ${pref} aparece com e sem subcategorias`)
  cobertas.add(pref)
}
for (const c of cats) if (!cobertas.has(c)) erros.push(`categoria ${c} sem linha em subcategorias.csv`)

if (erros.length) {
  for (const e of erros) console.error('ERRO', e)
  process.exit(1)
}
console.log(`ok: ${categorias.length} categorias, ${subcategorias.length} subcategorias (${tres.size} de 3 caracteres)`)
