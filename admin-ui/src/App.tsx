import { Carregando } from './comum/Carregando.tsx'
import { Admin, CustomRoutes, localStorageStore } from 'react-admin'
import { BrowserRouter, Navigate, Route } from 'react-router-dom'
import { dataProvider } from './api/dataProvider.ts'
import { recursosAdmin } from './generico/rotasRecursos.tsx'
import { i18nProvider } from './i18n.ts'
import { Layout } from './layout/Layout.tsx'
import { ErroInterno } from './paginas/ErroInterno.tsx'
import { Inicio } from './paginas/Inicio.tsx'
import { PaginaNaoEncontrada } from './paginas/PaginaNaoEncontrada.tsx'
import { AlterarSenha } from './sessao/AlterarSenha.tsx'
import { authProvider } from './sessao/authProvider.ts'
import { LoginPage } from './sessao/LoginPage.tsx'
import { NotasVersao } from './paginas/NotasVersao.tsx'
import { MeusDados } from './sessao/MeusDados.tsx'
import { tema } from './tema.ts'
import { RELATORIOS } from '../../core/relatorios.ts'
import { TelaConsulta, TelaRelatorio } from './relatorios/telas.ts'
import { lazy, Suspense } from 'react'

const store = localStorageStore('1', 'RH')

const EntrevistaDoTalento = lazy(() => import('./gestao-talentos/entrevistas-desligamento/EntrevistaDoTalento.tsx').then((m) => ({ default: m.EntrevistaDoTalento })))
const TelaCopiaCadastro = lazy(() => import('./utilitario/copia-cadastro/TelaCopiaCadastro.tsx').then((m) => ({ default: m.TelaCopiaCadastro })))
const TelaBackup = lazy(() => import('./utilitario/backup/TelaBackup.tsx').then((m) => ({ default: m.TelaBackup })))
const MinhasPesquisas = lazy(() => import('./pesquisa/colaborador-questionario/MinhasPesquisas.tsx').then((m) => ({ default: m.MinhasPesquisas })))
const ResponderPesquisa = lazy(() => import('./pesquisa/colaborador-questionario/ResponderPesquisa.tsx').then((m) => ({ default: m.ResponderPesquisa })))
const TelaQuestionarios = lazy(() => import('./pesquisa/questionarios/TelaQuestionarios.tsx').then((m) => ({ default: m.TelaQuestionarios })))
const TelaEntrevistas = lazy(() => import('./pesquisa/entrevistas/TelaEntrevistas.tsx').then((m) => ({ default: m.TelaEntrevistas })))
const MinhasAvaliacoes = lazy(() => import('./avaliacao/minhas-avaliacoes/MinhasAvaliacoes.tsx').then((m) => ({ default: m.MinhasAvaliacoes })))
const MeuResultado = lazy(() => import('./avaliacao/minhas-avaliacoes/MeuResultado.tsx').then((m) => ({ default: m.MeuResultado })))
const ResponderAvaliacao = lazy(() => import('./avaliacao/minhas-avaliacoes/ResponderAvaliacao.tsx').then((m) => ({ default: m.ResponderAvaliacao })))
const AcompanhamentosPendentes = lazy(() => import('./avaliacao/acompanhamentos-periodos-experiencia/Pendentes.tsx').then((m) => ({ default: m.AcompanhamentosPendentes })))
const AcompanhamentosDoTalento = lazy(() => import('./avaliacao/acompanhamentos-periodos-experiencia/DoTalento.tsx').then((m) => ({ default: m.AcompanhamentosDoTalento })))
const ResponderAcompanhamento = lazy(() => import('./avaliacao/acompanhamentos-periodos-experiencia/Responder.tsx').then((m) => ({ default: m.ResponderAcompanhamento })))
const ResultadosAvaliacao = lazy(() => import('./avaliacao/resultados/ResultadosAvaliacao.tsx').then((m) => ({ default: m.ResultadosAvaliacao })))
const ResultadoDoAvaliado = lazy(() => import('./avaliacao/resultados/ResultadosAvaliacao.tsx').then((m) => ({ default: m.ResultadoDoAvaliado })))
const ResultadosPesquisa = lazy(() => import('./pesquisa/pesquisas/ResultadosPesquisa.tsx').then((m) => ({ default: m.ResultadosPesquisa })))
const TelaQrCode = lazy(() => import('./desenvolvimento/presenca-qrcode/TelaQrCode.tsx').then((m) => ({ default: m.TelaQrCode })))
const RegistrarPresenca = lazy(() => import('./desenvolvimento/presenca-qrcode/RegistrarPresenca.tsx').then((m) => ({ default: m.RegistrarPresenca })))
const MeusTreinamentos = lazy(() => import('./desenvolvimento/treinamentos/MeusTreinamentos.tsx').then((m) => ({ default: m.MeusTreinamentos })))
const PainelDesenvolvimento = lazy(() => import('./analytics/desenvolvimento/PainelDesenvolvimento.tsx').then((m) => ({ default: m.PainelDesenvolvimento })))
const TelaTalentoDinamico = lazy(() => import('./gestao-talentos/relatorios/TelaTalentoDinamico.tsx').then((m) => ({ default: m.TelaTalentoDinamico })))

/** The staff application: every screen comes from core's resource declarations and the server's menu. */
export const App = () => (
  <BrowserRouter>
    <Admin
      title="RH"
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      theme={tema}
      store={store}
      layout={Layout}
      loginPage={LoginPage}
      dashboard={Inicio}
      catchAll={PaginaNaoEncontrada}
      loading={Carregando}
      error={ErroInterno}
      requireAuth
      disableTelemetry
    >
      {recursosAdmin()}
      <CustomRoutes>
        <Route path="/alterar-senha" element={<AlterarSenha />} />
        <Route path="/meus-dados" element={<MeusDados />} />
        {/* spec 002 /pesquisa/colaborador-questionario: 'Minhas Pesquisas' and answering one */}
        <Route path="/pesquisa/colaborador-questionario" element={<MinhasPesquisas />} />
        <Route path="/pesquisa/colaborador-questionario/:questionarioId" element={<ResponderPesquisa />} />
        {/* issue 15: 'Minhas Avaliações' and answering a pair */}
        <Route path="/avaliacao/minhas-avaliacoes" element={<MinhasAvaliacoes />} />
        <Route path="/avaliacao/minhas-avaliacoes/:id" element={<ResponderAvaliacao />} />
        <Route path="/avaliacao/minhas-avaliacoes/resultados/:avaliacaoId" element={<MeuResultado />} />
        {/* issue 15: the manager's experience follow-ups (pending list, one employee's, answering and editing one) */}
        <Route path="/avaliacao/acompanhamentos-periodos-experiencia" element={<AcompanhamentosPendentes />} />
        <Route path="/avaliacao/acompanhamentos-periodos-experiencia/talento/:colaboradorId" element={<AcompanhamentosDoTalento />} />
        <Route path="/avaliacao/acompanhamentos-periodos-experiencia/talento/:colaboradorId/responder" element={<ResponderAcompanhamento />} />
        <Route path="/avaliacao/acompanhamentos-periodos-experiencia/respondido/:id" element={<ResponderAcompanhamento />} />
        {/* issue 16 part B: a survey's results (charts, filters, the report) from its edit screen */}
        <Route path="/pesquisa/pesquisas/:id/resultados" element={<ResultadosPesquisa />} />
        <Route path="/avaliacao/avaliacoes-desempenho/:id/resultados" element={<ResultadosAvaliacao />} />
        <Route path="/avaliacao/avaliacoes-desempenho/:id/resultados/:avaliadoId" element={<ResultadoDoAvaliado />} />
        {/* issue 17: the participant's QR check-in link and 'Meus Treinamentos' (spec 002 /desenvolvimento/treinamentos) */}
        <Route path="/desenvolvimento/presenca-qrcode/:token" element={<RegistrarPresenca />} />
        <Route path="/desenvolvimento/treinamentos" element={<MeusTreinamentos />} />
        {/* issue 15: spec 002 /avaliacao/modelos-avaliacao-desempenho-experiencia is the models' list, by type */}
        <Route path="/avaliacao/modelos-avaliacao-desempenho-experiencia" element={<Navigate to={`/avaliacao/modelos-avaliacao?sort=tipo&order=ASC`} replace />} />
        <Route path="/pesquisa/questionarios" element={<TelaQuestionarios />} />
        <Route path="/pesquisa/entrevistas" element={<TelaEntrevistas />} />
        <Route path="/pesquisa/entrevistas/:id" element={<TelaEntrevistas />} />
        <Route path="/versao" element={<NotasVersao />} />
        <Route path="/analytics/desenvolvimento" element={<PainelDesenvolvimento />} />
        <Route path="/utilitario/backup" element={<TelaBackup />} />
        <Route path="/utilitario/copia-cadastro" element={<TelaCopiaCadastro />} />
        <Route path="/gestao-talentos/relatorios/talento-dinamico" element={<TelaTalentoDinamico />} />
        {/* spec 000 §2.5 lists it under /captacao; the entity belongs to Cargos e Salários (spec 001) */}
        <Route path="/captacao/niveis-competencia" element={<Navigate to="/cargo-salario/niveis-competencia" replace />} />
        {/* spec 001 §2 configuracoes-niveis-competencia: the levels' grid, kept with their dated history */}
        <Route path="/cargo-salario/configuracoes-niveis-competencia" element={<Navigate to="/cargo-salario/niveis-competencia-historico/configuracao" replace />} />
        {/* spec 001's talent screen is the employee record of Cargos e Salários (README: one record, one screen) */}
        <Route path="/gestao-talentos/talentos" element={<Navigate to="/cargo-salario/colaboradores" replace />} />
        {/* spec 001 talentos/{talentoId}/entrevista-desligamento: the interview of the dismissal in force (new or recorded) */}
        <Route path="/gestao-talentos/talentos/:talentoId/entrevista-desligamento" element={<EntrevistaDoTalento />} />
        {RELATORIOS.filter((r) => r.menu).map((r) => (
          <Route key={r.caminho} path={`/${r.caminho}`} element={r.tela === 'tabela' ? <TelaConsulta relatorio={r} /> : <TelaRelatorio relatorio={r} />} />
        ))}
      </CustomRoutes>
      <CustomRoutes noLayout>
        <Route path="/500" element={<ErroInterno />} />
        {/* issue 17: a class day's QR code, full screen */}
        <Route
          path="/desenvolvimento/dias-turmas/:id/qr-code-presenca"
          element={
            <Suspense fallback={<Carregando />}>
              <TelaQrCode />
            </Suspense>
          }
        />
      </CustomRoutes>
    </Admin>
  </BrowserRouter>
)
