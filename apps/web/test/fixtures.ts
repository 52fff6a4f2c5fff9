// The web app's tests play tables with the table package's own scripted player (first legal play,
// optional double), so that both packages' tests read the same games.
export { playScripted as playTable } from '@nardy/parallel/testing';
