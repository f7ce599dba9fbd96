/** bpmn-js-token-simulation ships no types; the designer only hands its module object to bpmn-js. */
declare module 'bpmn-js-token-simulation' {
  const tokenSimulationModule: import('didi').ModuleDeclaration
  export default tokenSimulationModule
}
