//===- VhloOps.h - The versioned StableHLO dialect --------------*- C++ -*-===//
//
// The `vhlo` dialect of portable artifacts: its versions, types, attributes,
// enumerations and ops.
//
//===----------------------------------------------------------------------===//

#ifndef STABLEHLO_GO_DIALECT_VHLOOPS_H
#define STABLEHLO_GO_DIALECT_VHLOOPS_H

#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/IR/Attributes.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Dialect.h"
#include "mlir/IR/DialectImplementation.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/OpImplementation.h"
#include "llvm/ADT/APFloat.h"
#include "llvm/ADT/APInt.h"
#include "llvm/ADT/Hashing.h"
#include "llvm/ADT/StringRef.h"

#include <cstdint>
#include <optional>
#include <string>
#include <utility>

namespace mlir {
namespace vhlo {

/// A StableHLO version, `major.minor.patch`.
class Version {
public:
  constexpr Version(int64_t major, int64_t minor, int64_t patch)
      : parts{major, minor, patch} {}

  /// Parses "X.Y.Z", or "current" for the newest version supported.
  static std::optional<Version> parse(llvm::StringRef text);
  /// Like parse, for the version literals of the dialect's definitions.
  static Version parseOrDie(llvm::StringRef text);

  /// The newest version this build reads and writes.
  static constexpr Version getCurrentVersion() { return Version(1, 17, 0); }
  /// The oldest version portable artifacts are guaranteed for.
  static constexpr Version getMinimumVersion() { return Version(0, 9, 0); }

  int64_t getMajor() const { return parts[0]; }
  int64_t getMinor() const { return parts[1]; }
  int64_t getPatch() const { return parts[2]; }
  std::string str() const;

  bool operator<(const Version &other) const {
    return std::lexicographical_compare(parts, parts + 3, other.parts,
                                        other.parts + 3);
  }
  bool operator==(const Version &other) const {
    return parts[0] == other.parts[0] && parts[1] == other.parts[1] &&
           parts[2] == other.parts[2];
  }
  bool operator<=(const Version &other) const { return !(other < *this); }

private:
  int64_t parts[3];
};

} // namespace vhlo
} // namespace mlir


#include "VhloOpsDialect.h.inc"
#include "VhloEnums.h.inc"
#include "VhloInterfaces.h.inc"
#include "VhloTypeInterfaces.h.inc"
#include "VhloAttrInterfaces.h.inc"

#define GET_TYPEDEF_CLASSES
#include "VhloTypes.h.inc"

#define GET_ATTRDEF_CLASSES
#include "VhloAttrs.h.inc"

#define GET_OP_CLASSES
#include "VhloOps.h.inc"

#endif // STABLEHLO_GO_DIALECT_VHLOOPS_H
