// What `twobit solve --html` pages need from cubing.js: the <twisty-player> element, which
// registers itself on import. install.sh bundles this into dist/twisty.js.
import "cubing/twisty";
