# One entry point for building and testing. Every target installs what it
# needs first (Debian packages when missing, Go modules).
#
#   make example   build everything and interpret the bundled example
#   make test      build everything and run every test
#   make build     build the C++ libraries and the Go tools into build/
#   make conformance CONFORMANCE=DIR
#                  run the upstream interpreter suite: DIR is stablehlo/tests/interpret of a
#                  checkout of https://github.com/openxla/stablehlo (default ../shared/conformance/interpret)
#   make conformance-artifact  the same suite, every program read back from a portable artifact
#   make fuzz      run every fuzz target for FUZZTIME each (default 10m), one after another
#   make bench     time the programs of bench/ against XLA on the CPU (JAX in a
#                  virtual environment under build/) and write BENCHMARKS.md
#   make install PREFIX=/opt/stablehlo-go
#                  install the libraries, headers, pkg-config file and tools

LLVM_VERSION := 22
LLVM_BIN     := /usr/lib/llvm-$(LLVM_VERSION)/bin
LLVM_LIB     := /usr/lib/llvm-$(LLVM_VERSION)/lib
BUILD        := build
BIN          := $(BUILD)/bin
GO           ?= go
APT_PACKAGES := libmlir-$(LLVM_VERSION)-dev mlir-$(LLVM_VERSION)-tools llvm-$(LLVM_VERSION)-dev \
                llvm-$(LLVM_VERSION)-tools cmake ninja-build g++ zlib1g-dev python3 pkg-config
CONFORMANCE  ?= ../shared/conformance/interpret
FUZZTIME     ?= 10m
# package:target of every fuzz target; `go test` replays their seed corpora
# (testdata/fuzz/<target>/) on every run, `make fuzz` searches for new inputs.
FUZZ_TARGETS := ./mlirc:FuzzParseModule ./tools/internal/driver:FuzzParseArgs \
                ./interp/tensor:FuzzReadNPY ./interp:FuzzInterpret \
                ./dialect/stablehlo:FuzzDeserialize ./dialect/stablehlo/jaxexport:FuzzRead \
                ./ir:FuzzDecode
PREFIX       ?= /usr/local
# The in-tree pkg-config file (build/pkgconfig/stablehlo-go.pc), for Go builds made
# through make with -tags stablehlo_pkgconfig (e.g. make test-go GOFLAGS=-tags=stablehlo_pkgconfig).
export PKG_CONFIG_PATH := $(abspath $(BUILD))/pkgconfig$(if $(PKG_CONFIG_PATH),:$(PKG_CONFIG_PATH))
# Embedded in the tools for --version (next to the module version Go records).
GIT_DESCRIBE := $(shell git describe --tags --always --dirty 2>/dev/null)
GO_LDFLAGS   := -X github.com/stablehlo-go/stablehlo/tools/internal/driver.gitDescribe=$(GIT_DESCRIBE)
TOOLS        := stablehlo-opt-go stablehlo-translate-go stablehlo-conformance-go stablehlo-constraint-coverage-go stablehlo-bench-go

.PHONY: all deps cxx build install example test test-go test-lit conformance conformance-baseline conformance-artifact bench bench-go fuzz clean

all: build

# Installs the Debian packages that are missing (as root, or through sudo).
deps:
	@missing=""; for p in $(APT_PACKAGES); do \
	  dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then \
	  echo "installing:$$missing"; \
	  if [ "$$(id -u)" = 0 ]; then SUDO=; else SUDO=sudo; fi; \
	  $$SUDO apt-get update -qq && \
	  DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq --no-install-recommends $$missing >/dev/null; \
	fi
	@command -v $(GO) >/dev/null || { echo "Go 1.22 or newer is required on PATH"; exit 1; }
	@$(GO) mod download

$(BUILD)/build.ninja: CMakeLists.txt | deps
	cmake -S . -B $(BUILD) -G Ninja -DCMAKE_BUILD_TYPE=Release

cxx: deps $(BUILD)/build.ninja
	ninja -C $(BUILD)

build: cxx
	@mkdir -p $(BIN)
	$(GO) build -ldflags '$(GO_LDFLAGS)' -o $(BIN)/stablehlo-opt-go ./tools/stablehlo-opt-go
	$(GO) build -ldflags '$(GO_LDFLAGS)' -o $(BIN)/stablehlo-translate-go ./tools/stablehlo-translate-go
	$(GO) build -o $(BIN)/stablehlo-conformance-go ./tools/conformance
	$(GO) build -o $(BIN)/stablehlo-constraint-coverage-go ./tools/constraint-coverage
	$(GO) build -o $(BIN)/stablehlo-bench-go ./tools/stablehlo-bench-go

# Installs into $(PREFIX): lib/ (the two libraries, RUNPATH $$ORIGIN), include/stablehlo-go/,
# lib/pkgconfig/stablehlo-go.pc and bin/ (the tools, built against the installed copy through
# pkg-config, RUNPATH $$ORIGIN/../lib): the prefix can be moved as a whole. The go command
# does not key its build cache on pkg-config's output, so a define naming the prefix in
# CGO_CFLAGS makes it rebuild the cgo packages for each prefix.
INSTALL_GO_ENV = PKG_CONFIG_PATH=$(abspath $(PREFIX))/lib/pkgconfig \
  CGO_CFLAGS="$${CGO_CFLAGS:--O2 -g} -DSTABLEHLO_GO_PREFIX=$(abspath $(PREFIX))"
install: cxx
	cmake --install $(BUILD) --prefix $(abspath $(PREFIX))
	@mkdir -p $(abspath $(PREFIX))/bin
	$(INSTALL_GO_ENV) $(GO) build -tags stablehlo_pkgconfig \
	  -ldflags '$(GO_LDFLAGS) -r $$ORIGIN/../lib:$(LLVM_LIB)' \
	  -o $(abspath $(PREFIX))/bin/stablehlo-opt-go ./tools/stablehlo-opt-go
	$(INSTALL_GO_ENV) $(GO) build -tags stablehlo_pkgconfig \
	  -ldflags '$(GO_LDFLAGS) -r $$ORIGIN/../lib:$(LLVM_LIB)' \
	  -o $(abspath $(PREFIX))/bin/stablehlo-translate-go ./tools/stablehlo-translate-go
	$(INSTALL_GO_ENV) $(GO) build -tags stablehlo_pkgconfig \
	  -ldflags '$(GO_LDFLAGS) -r $$ORIGIN/../lib:$(LLVM_LIB)' \
	  -o $(abspath $(PREFIX))/bin/stablehlo-bench-go ./tools/stablehlo-bench-go

example: build
	$(BIN)/stablehlo-translate-go --interpret examples/softmax.mlir

test: build test-go test-lit conformance-baseline conformance-artifact

# The second run builds the interpreter with the uninitpoison tag, under which
# storage handed out uninitialised is poisoned (interp/tensor/uninit.go): it
# fails when a kernel leaves an element of such a result unwritten.
test-go:
	$(GO) vet ./...
	$(GO) vet -tags uninitpoison ./interp/...
	$(GO) test -count=1 ./...
	$(GO) test -count=1 -tags uninitpoison ./interp/...

test-lit:
	$(LLVM_BIN)/lit -sv tests

# Fails only when a case listed in tests/conformance-baseline.txt regresses.
conformance-baseline:
	@if [ -d $(CONFORMANCE) ]; then \
	  $(BIN)/stablehlo-conformance-go --tools-dir $(BIN) --baseline tests/conformance-baseline.txt $(CONFORMANCE); \
	else echo "conformance suite not found at $(CONFORMANCE); skipped"; fi

# Runs the suite with every interpreted program first written as a portable
# artifact for the oldest version that can express it (other dialects' ops,
# check and interpreter, kept as they are) and read back; fails when a case
# of the baseline regresses.
conformance-artifact:
	@if [ -d $(CONFORMANCE) ]; then \
	  $(BIN)/stablehlo-conformance-go --tools-dir $(BIN) --artifact-roundtrip=minimum \
	    --baseline tests/conformance-baseline.txt $(CONFORMANCE); \
	else echo "conformance suite not found at $(CONFORMANCE); skipped"; fi

# Runs the whole suite and prints every failing case.
conformance: build
	$(BIN)/stablehlo-conformance-go --tools-dir $(BIN) $(CONFORMANCE)

# Fuzzes each target for FUZZTIME (e.g. make fuzz FUZZTIME=2m). A failing
# input is saved under the package's testdata/fuzz/<target>/: fix the bug
# and commit the input, which every later `go test` then replays.
fuzz: cxx
	@for t in $(FUZZ_TARGETS); do \
	  pkg=$${t%%:*}; name=$${t##*:}; \
	  echo "fuzzing $$name ($$pkg) for $(FUZZTIME)"; \
	  $(GO) test -run '^$$' -fuzz "^$$name\$$" -fuzztime $(FUZZTIME) $$pkg || exit 1; \
	done

# The benchmark suite (bench/README.md). Python packages live only in
# $(BENCH_VENV); `make test` needs none of them.
BENCH_DIR      := $(BUILD)/bench
BENCH_VENV     := $(BUILD)/bench-venv
BENCH_PY       := $(BENCH_VENV)/bin/python
BENCH_RUNS     ?= 10
BENCH_MAX_TIME ?= 10s
BENCH_PROGRAMS ?=
BENCH_NOTE     ?=

$(BENCH_PY):
	python3 -m venv $(BENCH_VENV)
	$(BENCH_PY) -m pip install -q jax jaxlib numpy

bench: build $(BENCH_PY)
	$(BENCH_PY) bench/export.py $(BENCH_PROGRAMS)
	$(BENCH_PY) bench/inputs.py --out $(BENCH_DIR) --runs $(BENCH_RUNS) $(BENCH_PROGRAMS)
	$(BENCH_PY) bench/report.py --tool $(BIN)/stablehlo-bench-go --dir $(BENCH_DIR) \
	  --runs $(BENCH_RUNS) --max-time $(BENCH_MAX_TIME) --go-version "$$($(GO) env GOVERSION)" \
	  --note "$(BENCH_NOTE)" --out BENCHMARKS.md $(BENCH_PROGRAMS)

# The Go micro-benchmarks of the interpreter's kernels.
bench-go: build
	$(GO) test -run '^$$' -bench . ./interp/...

clean:
	rm -rf $(BUILD)
