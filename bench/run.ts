import { benchBackup } from './backup.ts'
import { benchResultadosAvaliacao } from './avaliacao-resultados.ts'
import { benchResultadosAvaliacaoBanco } from './avaliacao-resultados-db.ts'
import { benchCandidatos } from './candidatos.ts'
import { benchCertificados } from './certificados.ts'
import { benchRelatoriosCargoSalario } from './cargo-salario-relatorios.ts'
import { benchRelatoriosDesenvolvimento } from './desenvolvimento-relatorios.ts'
import { benchIndicadoresGestaoTalentos } from './gestao-talentos-indicadores.ts'
import { benchColaboradores } from './colaboradores.ts'
import { benchImportacao } from './importacao.ts'
import { benchLista } from './lista.ts'
import { benchLogin } from './login.ts'
import { benchOrganograma } from './organograma.ts'
import { benchPesquisas } from './pesquisas.ts'
import { benchPortal } from './portal.ts'
import { benchRelatorios } from './relatorios.ts'
import { benchReajustes } from './reajustes.ts'
import { benchSalarios } from './salarios.ts'
import { benchDriverSqlite } from './sqlite-driver.ts'

/** `npm run bench`: the speed and memory goals, measured; never timed assertions in tests. */
const quais = new Set(process.argv.slice(2))
const rodar = (n: string) => quais.size === 0 || quais.has(n)
console.log(`Node ${process.version}, ${new Date().toISOString()}`)
if (rodar('sqlite')) {
  console.log('\n== Driver SQLite (Knex) ==')
  await benchDriverSqlite()
}
if (rodar('avaliacao-resultados')) {
  console.log('\n== Resultados de avaliações de desempenho e nine box (cálculo) ==')
  await benchResultadosAvaliacao()
}
if (rodar('avaliacao-resultados-db')) {
  console.log('\n== Resultados de avaliação, um avaliado e nine box (5.000 avaliados × 6 avaliadores × 30 perguntas; aplicação HTTP) ==')
  await benchResultadosAvaliacaoBanco()
}
if (rodar('relatorios')) {
  console.log('\n== Relatórios ==')
  await benchRelatorios()
}
if (rodar('portal')) {
  console.log('\n== Portal do candidato (requer npm run build) ==')
  await benchPortal()
}
if (rodar('login')) {
  console.log('\n== Interface do RH: formulário de login (requer npm run build) ==')
  await benchLogin()
}
if (rodar('importacao')) {
  console.log('\n== Importação de candidatos pela CLI (CSV Latin-1, uma transação) ==')
  await benchImportacao()
}
if (rodar('candidatos')) {
  console.log('\n== Candidatos (100.000 no SQLite) ==')
  await benchCandidatos()
}
if (rodar('lista')) {
  console.log('\n== Lista de candidatos sob carga (servidor real, 32 conexões) ==')
  await benchLista()
}
if (rodar('salarios')) {
  console.log('\n== Salários em uma data (20.000 talentos × 10 históricos, uma consulta) ==')
  await benchSalarios()
}
if (rodar('cargo-salario-relatorios')) {
  console.log('\n== Relatórios de Cargos e Salários (20.000 talentos × 10 históricos) ==')
  await benchRelatoriosCargoSalario()
}
if (rodar('desenvolvimento-relatorios')) {
  console.log('\n== Matriz de treinamentos e cursos vencidos (5.000 talentos × 200 turmas por ano × 3 anos) ==')
  await benchRelatoriosDesenvolvimento()
}
if (rodar('gestao-talentos-indicadores')) {
  console.log('\n== Absenteísmo e turnover (5 empresas × 20.000 talentos × 24 meses) ==')
  await benchIndicadoresGestaoTalentos()
}
if (rodar('colaboradores')) {
  console.log('\n== Lista de talentos (20.000 talentos × 10 históricos, pela aplicação HTTP) ==')
  await benchColaboradores()
}
if (rodar('organograma')) {
  console.log('\n== Organograma (500 áreas, 20.000 talentos, pela aplicação HTTP) ==')
  await benchOrganograma()
}
if (rodar('backup')) {
  console.log('\n== Backup e restauração (100.000 candidatos, 20.000 talentos × 10 históricos, 1 GB de arquivos) ==')
  await benchBackup()
}
if (rodar('reajustes')) {
  console.log('\n== Reajustes: tabela coletiva de 20.000 talentos (montar, total da folha, aplicar, cancelar; aplicação HTTP) ==')
  await benchReajustes()
}
if (rodar('pesquisas')) {
  console.log('\n== Resultados de pesquisa (20.000 talentos × 40 perguntas) e envio de um questionário (aplicação HTTP) ==')
  await benchPesquisas()
}
if (rodar('certificados')) {
  console.log('\n== Certificados: 500 num PDF (moldura, duas logomarcas, QR code) ==')
  await benchCertificados()
}
