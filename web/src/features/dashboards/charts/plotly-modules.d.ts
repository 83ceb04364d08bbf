// The partial Plotly bundle ships no types; the factory of react-plotly.js only needs the object.
declare module 'plotly.js-basic-dist-min' {
  const plotly: object;
  export default plotly;
}
