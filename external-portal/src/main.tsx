import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App.tsx'
import { LimiteErro } from './componentes/LimiteErro.tsx'
import { ProvedorSessao } from './sessao.tsx'
import './estilos.css'

const raiz = document.getElementById('raiz')
if (!raiz) throw new Error('Elemento #raiz ausente no index.html')

createRoot(raiz).render(
  <StrictMode>
    <LimiteErro>
      <ProvedorSessao>
        <App />
      </ProvedorSessao>
    </LimiteErro>
  </StrictMode>,
)
