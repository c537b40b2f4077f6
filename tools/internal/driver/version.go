package driver

import (
	"runtime/debug"
	"strings"
)

// gitDescribe is `git describe --tags --always --dirty` of the checkout the
// tool was built from, set by the Makefile through -ldflags -X (empty for a
// plain `go build`, where the VCS stamp of the build info stands in).
var gitDescribe string

// Version describes the running tool's build: the module version the go
// command recorded, the git description embedded by the Makefile (else the
// VCS revision from the build info), and the Go version.
func Version() string {
	module, vcs, goVersion := "(unknown)", gitDescribe, ""
	if info, ok := debug.ReadBuildInfo(); ok {
		goVersion = info.GoVersion
		if v := info.Main.Version; v != "" {
			module = v
		}
		if vcs == "" {
			var rev, modified string
			for _, s := range info.Settings {
				switch s.Key {
				case "vcs.revision":
					rev = s.Value
				case "vcs.modified":
					modified = s.Value
				}
			}
			if len(rev) > 12 {
				rev = rev[:12]
			}
			if rev != "" && modified == "true" {
				rev += "-dirty"
			}
			vcs = rev
		}
	}
	parts := []string{"module github.com/stablehlo-go/stablehlo " + module}
	if vcs != "" {
		parts = append(parts, "git "+vcs)
	}
	if goVersion != "" {
		parts = append(parts, goVersion)
	}
	return strings.Join(parts, ", ")
}
