import type { ReactElement } from 'react'
import AssessmentOutlinedIcon from '@mui/icons-material/AssessmentOutlined'
import BuildOutlinedIcon from '@mui/icons-material/BuildOutlined'
import FolderOutlinedIcon from '@mui/icons-material/FolderOutlined'
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined'
import HealthAndSafetyOutlinedIcon from '@mui/icons-material/HealthAndSafetyOutlined'
import PersonSearchOutlinedIcon from '@mui/icons-material/PersonSearchOutlined'
import PollOutlinedIcon from '@mui/icons-material/PollOutlined'
import SchoolOutlinedIcon from '@mui/icons-material/SchoolOutlined'
import WorkOutlineIcon from '@mui/icons-material/WorkOutline'
import { chaveBusca } from '../../../core/sessao/menu.ts'

/** Icons of the top menu groups (presentation only; an unknown group gets a folder). */
const ICONES: Record<string, ReactElement> = {
  'captacao e selecao': <PersonSearchOutlinedIcon />,
  'cargos e salarios': <WorkOutlineIcon />,
  'gestao de talentos': <GroupsOutlinedIcon />,
  avaliacao: <AssessmentOutlinedIcon />,
  pesquisa: <PollOutlinedIcon />,
  desenvolvimento: <SchoolOutlinedIcon />,
  sst: <HealthAndSafetyOutlinedIcon />,
  utilitarios: <BuildOutlinedIcon />,
}

export const iconeDoGrupo = (grupo: string) => ICONES[chaveBusca(grupo)] ?? <FolderOutlinedIcon />
