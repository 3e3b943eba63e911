import { Box } from '@mui/material'
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'
import type { Grafico, ResultadoConsulta } from '../../../core/shared/consulta.ts'
import { formatarCelula } from '../../../core/shared/relatorio.ts'

const CORES = ['#FF850A', '#455A64', '#2E7D32', '#6A1B9A']

/** The consulta's declared bar chart over the same rows as its table. */
export const GraficoConsulta = ({ resultado, grafico, titulo }: { readonly resultado: ResultadoConsulta<unknown>; readonly grafico: Grafico; readonly titulo: string }) => {
  const coluna = (campo: string) => resultado.colunas.find((c) => c.campo === campo)
  const dados = resultado.linhas.map((l) => ({ ...l, [grafico.categoria]: formatarCelula(coluna(grafico.categoria)?.tipo ?? 'texto', l[grafico.categoria]) }))
  return (
    <Box role="img" aria-label={`Gráfico: ${titulo}`} sx={{ width: '100%', height: 280, mb: 2 }}>
      <ResponsiveContainer>
        <BarChart data={dados} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey={grafico.categoria} tick={{ fontSize: 12 }} interval={0} />
          <YAxis allowDecimals={false} tick={{ fontSize: 12 }} />
          <Tooltip formatter={(v, nome) => [formatarCelula(coluna(String(nome))?.tipo ?? 'inteiro', Number(v)), coluna(String(nome))?.titulo ?? String(nome)]} />
          <Legend formatter={(nome) => coluna(String(nome))?.titulo ?? String(nome)} />
          {grafico.valores.map((v, i) => (
            <Bar key={v} dataKey={v} fill={CORES[i % CORES.length]} isAnimationActive={false} />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </Box>
  )
}
