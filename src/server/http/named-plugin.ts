/**
 * Gives a route plugin the name Fastify reports it by. Unnamed, a plugin is looked for among the
 * exports of every loaded module (`require.cache`), twice per registration: ~18 ms of each start
 * for the API's sixty-odd route plugins.
 */
export function named<Plugin extends (...args: never[]) => unknown>(plugin: Plugin): Plugin {
  return Object.assign(plugin, { [Symbol.for('fastify.display-name')]: plugin.name });
}
