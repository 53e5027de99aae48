// Stand-alone dev entry behind an async boundary (shared singletons first).
import('./bootstrap');
