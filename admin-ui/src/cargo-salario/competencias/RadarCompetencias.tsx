import { Box, Typography } from '@mui/material'
import { Legend, PolarAngleAxis, PolarGrid, PolarRadiusAxis, Radar, RadarChart, ResponsiveContainer, Tooltip } from 'recharts'
import type { DadosRadar } from '../../../../core/cargo-salario/competenciasRegras.ts'
import { podeDesenharRadar } from '../../../../core/cargo-salario/niveisCompetencia.ts'

/** Spec 001 §8 'Não existem dados para o gráfico.' */
import { SEM_DADOS_GRAFICO } from '../../../../core/shared/consulta.ts'

export { SEM_DADOS_GRAFICO }

/**
 * The competency radar (spec 001 §2, §9): one axis per competency, the employee's level against the level their
 * salary range requires, the radius from 0 to the highest level weight in steps of 1. Nothing is drawn when either
 * data set is empty (the employee's levels or the range's configuration): the reason is said instead.
 */
export const RadarCompetencias = ({ radar, altura = 340 }: { readonly radar: DadosRadar; readonly altura?: number }) => {
  if (!podeDesenharRadar(radar)) {
    return (
      <Box sx={{ p: 3, textAlign: 'center' }} data-testid="radar-vazio">
        <Typography color="text.secondary">{SEM_DADOS_GRAFICO}</Typography>
        <Typography variant="body2" color="text.secondary">
          {radar.competenciasFaixaSalariais.length === 0 ? 'A faixa salarial do talento não tem competências configuradas nesta data.' : 'Nenhum nível registrado para o talento.'}
        </Typography>
      </Box>
    )
  }
  const dados = radar.labels.map((label, i) => ({ label, talento: radar.competenciasColaborador[i] ?? 0, faixa: radar.competenciasFaixaSalariais[i] ?? 0 }))
  const ticks = Array.from({ length: radar.eixo.max + 1 }, (_, i) => i)
  return (
    <Box role="img" aria-label="Gráfico radar: competências do talento e as exigidas pela faixa salarial" sx={{ width: '100%', height: altura }} data-testid="radar-competencias">
      <ResponsiveContainer>
        <RadarChart data={dados} outerRadius="72%">
          <PolarGrid />
          <PolarAngleAxis dataKey="label" tick={{ fontSize: 12 }} />
          <PolarRadiusAxis domain={[radar.eixo.min, radar.eixo.max]} ticks={ticks as never} tickCount={ticks.length} allowDecimals={false} angle={90} tick={{ fontSize: 11 }} />
          <Radar name="Exigido pela faixa" dataKey="faixa" stroke="#455A64" fill="#455A64" fillOpacity={0.15} isAnimationActive={false} />
          <Radar name="Talento" dataKey="talento" stroke="#FF850A" fill="#FF850A" fillOpacity={0.35} isAnimationActive={false} />
          <Tooltip />
          <Legend />
        </RadarChart>
      </ResponsiveContainer>
    </Box>
  )
}
