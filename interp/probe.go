package interp

import (
	"encoding/csv"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/stablehlo-go/stablehlo/interp/tensor"
)

// interpreter.probe serializes its operand to RunOptions.ProbeDir and
// returns it unchanged. Each execution of a probe writes a new .npy file
// named after the probe id (characters other than letters, digits, '-',
// '_' and '.' become '_'; repeated executions get a "_<n>" suffix) and
// appends the line "<probe_id>,<type>,<path>" to index.csv in the same
// directory. check.expect_serialized_eq reads the files back through the
// index: its iter attribute selects the n-th line of a probe id.

// probeIndexName is the name of the index file in the probe directory.
const probeIndexName = "index.csv"

// sanitizeProbeID makes a probe id usable as a file name.
func sanitizeProbeID(id string) string {
	b := []byte(id)
	for i, c := range b {
		ok := c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '-' || c == '_' || c == '.'
		if !ok {
			b[i] = '_'
		}
	}
	if len(b) == 0 || string(b) == "." || string(b) == ".." {
		return "probe" + string(b)
	}
	return string(b)
}

// createProbeFile creates a new file for probe id in dir, never reusing an
// existing one.
func createProbeFile(dir, id string) (*os.File, error) {
	base := sanitizeProbeID(id)
	for n := 0; ; n++ {
		name := base + ".npy"
		if n > 0 {
			name = base + "_" + strconv.Itoa(n) + ".npy"
		}
		f, err := os.OpenFile(filepath.Join(dir, name), os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o644)
		if err == nil {
			return f, nil
		}
		if !errors.Is(err, fs.ErrExist) {
			return nil, err
		}
	}
}

// writeProbe serializes t for probe id into dir and records it in the
// index.
func writeProbe(dir, id string, t *tensor.Tensor) error {
	if dir == "" {
		return fmt.Errorf("probe %q: no probe output directory was given", id)
	}
	absDir, err := filepath.Abs(dir)
	if err != nil {
		return fmt.Errorf("probe %q: %w", id, err)
	}
	f, err := createProbeFile(absDir, id)
	if err != nil {
		return fmt.Errorf("probe %q: %w", id, err)
	}
	if err := tensor.WriteNPY(f, t); err != nil {
		f.Close()
		return fmt.Errorf("probe %q: %w", id, err)
	}
	if err := f.Close(); err != nil {
		return fmt.Errorf("probe %q: %w", id, err)
	}
	var line strings.Builder
	w := csv.NewWriter(&line)
	if err := w.Write([]string{id, t.Type().String(), f.Name()}); err != nil {
		return fmt.Errorf("probe %q: %w", id, err)
	}
	w.Flush()
	idx, err := os.OpenFile(filepath.Join(absDir, probeIndexName), os.O_WRONLY|os.O_CREATE|os.O_APPEND, 0o644)
	if err != nil {
		return fmt.Errorf("probe %q: %w", id, err)
	}
	if _, err := idx.WriteString(line.String()); err != nil {
		idx.Close()
		return fmt.Errorf("probe %q: writing the index: %w", id, err)
	}
	if err := idx.Close(); err != nil {
		return fmt.Errorf("probe %q: writing the index: %w", id, err)
	}
	return nil
}

// readProbe loads the value serialized by the iter-th execution of probe id
// from dir, as a tensor of type want.
func readProbe(dir, id string, iter int, want tensor.Type) (*tensor.Tensor, error) {
	if dir == "" {
		return nil, fmt.Errorf("probe %q: no probe output directory was given", id)
	}
	idx, err := os.Open(filepath.Join(dir, probeIndexName))
	if err != nil {
		return nil, fmt.Errorf("probe %q: %w", id, err)
	}
	defer idx.Close()
	r := csv.NewReader(idx)
	r.FieldsPerRecord = 3
	records, err := r.ReadAll()
	if err != nil {
		return nil, fmt.Errorf("probe %q: reading the index: %w", id, err)
	}
	n := 0
	for _, rec := range records {
		if rec[0] != id {
			continue
		}
		if n < iter {
			n++
			continue
		}
		if rec[1] != want.String() {
			return nil, fmt.Errorf("probe %q: serialized type %s differs from %s", id, rec[1], want)
		}
		path := rec[2]
		if !filepath.IsAbs(path) {
			path = filepath.Join(dir, path)
		}
		f, err := os.Open(path)
		if err != nil {
			return nil, fmt.Errorf("probe %q: %w", id, err)
		}
		defer f.Close()
		t, err := tensor.ReadNPYAs(f, want)
		if err != nil {
			return nil, fmt.Errorf("probe %q: %s: %w", id, path, err)
		}
		return t, nil
	}
	return nil, fmt.Errorf("probe %q: iteration %d was not serialized (%d found)", id, iter, n)
}

func init() {
	register("interpreter.probe", func(c *OpContext) (Kernel, error) {
		id := c.Attr("probe_id").Str()
		return func(f *Frame, args []Value) ([]Value, error) {
			t, err := tensorArg(args[0])
			if err != nil {
				return nil, err
			}
			if err := writeProbe(f.Env().Options().ProbeDir, id, t); err != nil {
				return nil, err
			}
			return []Value{t}, nil
		}, nil
	})
}
