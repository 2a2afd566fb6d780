// The form editor screen's hook: the domain reducer holds the state; this wires it to the route, the loaded
// template and the list the screen goes back to. The requests are in use-editor-requests.ts.
import { useEffect, useReducer } from 'react';
import { useNavigate } from 'react-router-dom';
import { formsPaths } from '@inspection/platform-manifest';
import { editorLoadPhase, formEditorReducer, initialFormEditorState } from '@inspection/forms-domain';
import { useEditorData } from './use-editor-data';
import { useEditorRequests } from './use-editor-requests';

export function useFormEditor(routeId: string | undefined) {
  const [state, dispatch] = useReducer(formEditorReducer, routeId, initialFormEditorState);
  const { template: loaded, inspectionTypes } = useEditorData(routeId);
  const requests = useEditorRequests(state, dispatch);
  const navigate = useNavigate();

  useEffect(() => dispatch({ type: 'routeChanged', id: routeId }), [routeId]);

  useEffect(() => {
    if (loaded.data) dispatch({ type: 'templateLoaded', template: loaded.data });
  }, [loaded.data]);

  // Navigates after the render that turned the unsaved-changes guard off, so the guard lets this one through.
  useEffect(() => {
    if (state.leaving) navigate(formsPaths.list.to());
  }, [state.leaving, navigate]);

  return { state, dispatch, inspectionTypes, phase: editorLoadPhase(state, routeId, loaded), ...requests };
}

export type FormEditor = ReturnType<typeof useFormEditor>;
