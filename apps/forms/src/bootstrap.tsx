// The remote's own page (served alone on its origin), with the providers the shell gives its screens.
import './styles.css';
import { startStandaloneRemote } from '@inspection/standalone';
import { StandaloneRoutes } from './standalone/standalone-routes';

startStandaloneRemote(<StandaloneRoutes />);
