// The browser's entry: the stylesheet, and the portal started.
import './styles/app.css';
import { startClient } from './app/startClient.tsx';

void startClient();
