package stablehlo

/*
#include <stdlib.h>
#include "StablehloGo.h"
*/
import "C"

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"unsafe"

	"github.com/stablehlo-go/stablehlo/mlirc"
)

// CurrentVersion is the newest StableHLO version portable artifacts are
// written and read at; MinimumVersion is the oldest.
const (
	CurrentVersion = "1.17.0"
	MinimumVersion = "0.9.0"
)

// producerPrefix starts the producer string of a portable artifact's
// bytecode header; the StableHLO version it was written for follows.
const producerPrefix = "StableHLO_v"

// Version is a StableHLO version, major.minor.patch.
type Version [3]int

// ParseVersion reads "X.Y.Z".
func ParseVersion(s string) (Version, error) {
	parts := strings.Split(s, ".")
	if len(parts) != 3 {
		return Version{}, fmt.Errorf("invalid StableHLO version %q: want X.Y.Z", s)
	}
	var v Version
	for i, p := range parts {
		n, err := strconv.Atoi(p)
		if err != nil || n < 0 {
			return Version{}, fmt.Errorf("invalid StableHLO version %q: want X.Y.Z", s)
		}
		v[i] = n
	}
	return v, nil
}

// String prints the version as X.Y.Z.
func (v Version) String() string { return fmt.Sprintf("%d.%d.%d", v[0], v[1], v[2]) }

// Less reports whether v is older than w.
func (v Version) Less(w Version) bool {
	for i := range v {
		if v[i] != w[i] {
			return v[i] < w[i]
		}
	}
	return false
}

func mustVersion(s string) Version {
	v, err := ParseVersion(s)
	if err != nil {
		panic(err)
	}
	return v
}

// BytecodeVersion is the MLIR bytecode format version portable artifacts
// for target are written in: the format the StableHLO release of that
// version wrote, so that it can read them.
func BytecodeVersion(target Version) int64 {
	switch {
	case target.Less(Version{0, 10, 0}):
		return 0
	case target.Less(Version{0, 12, 0}):
		return 1
	case target.Less(Version{0, 14, 0}):
		return 3
	case target.Less(Version{0, 15, 0}):
		return 4
	default:
		return 6
	}
}

// ArtifactHeader is what the bytecode header of a portable artifact says.
type ArtifactHeader struct {
	// BytecodeVersion is the MLIR bytecode format version.
	BytecodeVersion int64
	// Producer is the producer string, "StableHLO_vX.Y.Z" for artifacts.
	Producer string
	// Version is the StableHLO version of the producer string (zero when
	// the producer is not StableHLO).
	Version Version
	// IsStableHLO reports whether the producer names a StableHLO version.
	IsStableHLO bool
}

// ReadArtifactHeader decodes the header of MLIR bytecode: its magic
// number, format version and producer string.
func ReadArtifactHeader(data []byte) (ArtifactHeader, error) {
	if !mlirc.IsBytecode(data) {
		return ArtifactHeader{}, errors.New("not MLIR bytecode: the magic number \"ML\\xefR\" is missing")
	}
	offset := 4
	if offset >= len(data) {
		return ArtifactHeader{}, fmt.Errorf("truncated bytecode header at offset %d: no format version", offset)
	}
	// A prefix varint: the number of trailing zeros of the first byte is
	// the number of bytes that follow.
	first := data[offset]
	extra := 8
	if first != 0 {
		extra = 0
		for first&(1<<extra) == 0 {
			extra++
		}
	}
	if offset+1+extra > len(data) {
		return ArtifactHeader{}, fmt.Errorf("truncated bytecode header at offset %d: the format version needs %d bytes", offset, extra+1)
	}
	var raw uint64
	for i := extra; i >= 0; i-- {
		raw = raw<<8 | uint64(data[offset+i])
	}
	var version uint64
	if extra == 8 {
		version = raw >> 8
	} else {
		version = raw >> (extra + 1)
	}
	offset += extra + 1
	end := -1
	for i := offset; i < len(data); i++ {
		if data[i] == 0 {
			end = i
			break
		}
	}
	if end < 0 {
		return ArtifactHeader{}, fmt.Errorf("truncated bytecode header at offset %d: the producer string is not terminated", offset)
	}
	h := ArtifactHeader{BytecodeVersion: int64(version), Producer: string(data[offset:end])}
	if rest, ok := strings.CutPrefix(h.Producer, producerPrefix); ok {
		v, err := ParseVersion(rest)
		if err != nil {
			return ArtifactHeader{}, fmt.Errorf("bytecode producer %q: %w", h.Producer, err)
		}
		h.Version, h.IsStableHLO = v, true
	}
	return h, nil
}

// resolveTarget turns "X.Y.Z" or "current" into a version in range;
// "minimum" resolves later, against the module.
func resolveTarget(target string) (Version, error) {
	if target == "current" {
		return mustVersion(CurrentVersion), nil
	}
	v, err := ParseVersion(target)
	if err != nil {
		return Version{}, fmt.Errorf("target %q: want X.Y.Z, current or minimum", target)
	}
	if v.Less(mustVersion(MinimumVersion)) || mustVersion(CurrentVersion).Less(v) {
		return Version{}, fmt.Errorf("target version %s is outside the supported range %s to %s", v, MinimumVersion, CurrentVersion)
	}
	return v, nil
}

// runPipeline runs a textual pass pipeline on m.
func runPipeline(m *mlirc.Module, pipeline string) error {
	pm, err := m.Context().NewPassManager()
	if err != nil {
		return err
	}
	defer pm.Close()
	if err := pm.AddPipeline(pipeline); err != nil {
		return err
	}
	return pm.Run(m)
}

// minimumVersionOf asks the vhlo dialect for the oldest version that can
// express a module of current-version vhlo ops.
func minimumVersionOf(m *mlirc.Module) (Version, error) {
	var buf [32]C.char
	ok := false
	err := m.WithOperationPtr(func(p unsafe.Pointer) {
		ok = bool(C.stablehloGoVhloMinimumVersion(C.MlirOperation{ptr: p}, &buf[0], C.size_t(len(buf))))
	})
	if err != nil {
		return Version{}, err
	}
	if !ok {
		return Version{}, errors.New("cannot compute the minimum version of the module")
	}
	return ParseVersion(C.GoString(&buf[0]))
}

// Serialize writes m, a StableHLO module, as a portable artifact for the
// StableHLO version target ("X.Y.Z", "current" or "minimum", the oldest
// version that can express the module): its ops are legalized to vhlo,
// converted to their versions at target (an op, type or attribute too new
// for target is an error naming it) and written as MLIR bytecode in the
// format that version reads, with producer "StableHLO_vX.Y.Z". m itself is
// left unchanged. Ops of dialects other than StableHLO and func are an
// error; SerializeWithOptions can keep them.
func Serialize(m *mlirc.Module, target string) ([]byte, error) {
	return SerializeWithOptions(m, target, SerializeOptions{})
}

// SerializeOptions tunes SerializeWithOptions.
type SerializeOptions struct {
	// AllowOtherDialects keeps ops of dialects other than StableHLO and
	// func (check, interpreter, chlo, ...) in the artifact as they are,
	// with builtin.unrealized_conversion_cast ops between their types and
	// the vhlo types of the values they exchange with vhlo ops. Without it
	// such an op is an error.
	AllowOtherDialects bool
}

// SerializeWithOptions is Serialize with options.
func SerializeWithOptions(m *mlirc.Module, target string, opts SerializeOptions) ([]byte, error) {
	RegisterVhloPasses()
	var version Version
	if target != "minimum" {
		v, err := resolveTarget(target)
		if err != nil {
			return nil, fmt.Errorf("serializing: %w", err)
		}
		version = v
	}
	// Work on a copy.
	data, err := m.Bytecode()
	if err != nil {
		return nil, fmt.Errorf("serializing: copying the module: %w", err)
	}
	work, err := m.Context().ParseModule(data, "<serialize>")
	if err != nil {
		return nil, fmt.Errorf("serializing: copying the module: %w", err)
	}
	defer work.Close()
	legalize := "stablehlo-legalize-to-vhlo"
	if opts.AllowOtherDialects {
		legalize += "{allow-other-dialects=true}"
	}
	if err := runPipeline(work, legalize); err != nil {
		return nil, fmt.Errorf("serializing: legalizing to vhlo: %w", err)
	}
	if target == "minimum" {
		if version, err = minimumVersionOf(work); err != nil {
			return nil, fmt.Errorf("serializing: %w", err)
		}
	}
	if err := runPipeline(work, "vhlo-to-version{target="+version.String()+"}"); err != nil {
		return nil, fmt.Errorf("serializing for StableHLO %s: %w", version, err)
	}
	out, err := work.WriteBytecode(producerPrefix+version.String(), BytecodeVersion(version))
	if err != nil {
		return nil, fmt.Errorf("serializing for StableHLO %s: %w", version, err)
	}
	return out, nil
}

// Deserialize reads a portable artifact into a StableHLO module of ctx: it
// checks that the producer's StableHLO version is not newer than
// CurrentVersion, reads the bytecode, upgrades every vhlo op to the current
// version and legalizes the module to StableHLO. Ops of other dialects
// (written with SerializeOptions.AllowOtherDialects) read as they are, and
// the casts between their types and vhlo types go away. Bytecode that holds
// StableHLO rather than vhlo reads as it is.
func Deserialize(ctx *mlirc.Context, data []byte) (*mlirc.Module, error) {
	RegisterVhloPasses()
	h, err := ReadArtifactHeader(data)
	if err != nil {
		return nil, fmt.Errorf("reading portable artifact: %w", err)
	}
	if h.IsStableHLO && mustVersion(CurrentVersion).Less(h.Version) {
		return nil, fmt.Errorf("reading portable artifact: it was written for StableHLO %s, newer than %s, the newest version this build reads", h.Version, CurrentVersion)
	}
	name := "<artifact>"
	if h.Producer != "" {
		name = "<artifact " + h.Producer + ">"
	}
	m, err := ctx.ParseModule(data, name)
	if err != nil {
		return nil, fmt.Errorf("reading portable artifact (%d bytes, producer %q): %w", len(data), h.Producer, err)
	}
	if err := runPipeline(m, "vhlo-to-version{target=current},vhlo-legalize-to-stablehlo{allow-other-dialects=true}"); err != nil {
		m.Close()
		return nil, fmt.Errorf("reading portable artifact (producer %q): converting to StableHLO: %w", h.Producer, err)
	}
	return m, nil
}

// ParseModuleOrArtifact reads source as a portable artifact (Deserialize)
// when it starts with MLIR bytecode's magic number, and as MLIR text
// otherwise.
func ParseModuleOrArtifact(ctx *mlirc.Context, source []byte, fileName string) (*mlirc.Module, error) {
	if mlirc.IsBytecode(source) {
		m, err := Deserialize(ctx, source)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", fileName, err)
		}
		return m, nil
	}
	return ctx.ParseModule(source, fileName)
}
