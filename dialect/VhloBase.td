//===- VhloBase.td - The versioned StableHLO dialect ------*- tablegen -*-===//
//
// The `vhlo` dialect: a versioned mirror of StableHLO used by portable
// artifacts. Every op, type and attribute carries the range of StableHLO
// versions (inclusive) in which it exists; a change to any of them adds a
// new version (`add_v1`, `dot_general_v2`, ...) instead of editing the old.
//
//===----------------------------------------------------------------------===//

#ifndef STABLEHLO_GO_DIALECT_VHLO_BASE_TD
#define STABLEHLO_GO_DIALECT_VHLO_BASE_TD

include "mlir/IR/OpBase.td"
include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/EnumAttr.td"

def VHLO_Dialect : Dialect {
  let name = "vhlo";
  let cppNamespace = "::mlir::vhlo";
  let summary = "Versioned StableHLO, the dialect of portable artifacts";
  let description = [{
    A snapshot of every StableHLO op, type and attribute from 0.9.0 on, each
    with the versions it exists in. Portable artifacts are MLIR bytecode of
    this dialect; its bytecode encoding of types and attributes is fixed.
  }];
  // Attributes stay in the attribute dictionary when the bytecode predates
  // properties; the ODS-generated properties encoding is used otherwise.
  let usePropertiesForAttributes = 1;
  let useDefaultAttributePrinterParser = 1;
  let useDefaultTypePrinterParser = 1;
  let extraClassDeclaration = [{
  private:
    void registerAttributes();
    void registerTypes();
    void registerBytecodeInterface();
  }];
}

// The versions an op, type or attribute exists in, both bounds inclusive;
// "current" is the newest version this build supports.
class VHLO_Versioned<string min, string max> {
  string minVersion = min;
  string maxVersion = max;
}

def VHLO_VersionedOpInterface : OpInterface<"VersionedOpInterface"> {
  let cppNamespace = "::mlir::vhlo";
  let description = "An op that exists in a range of StableHLO versions.";
  let methods = [
    InterfaceMethod<"The first version the op exists in.",
                    "::mlir::vhlo::Version", "getMinVersion">,
    InterfaceMethod<"The last version the op exists in (inclusive).",
                    "::mlir::vhlo::Version", "getMaxVersion">,
  ];
}

def VHLO_VersionedTypeInterface : TypeInterface<"VersionedTypeInterface"> {
  let cppNamespace = "::mlir::vhlo";
  let methods = [
    InterfaceMethod<"The first version the type exists in.",
                    "::mlir::vhlo::Version", "getMinVersion">,
    InterfaceMethod<"The last version the type exists in (inclusive).",
                    "::mlir::vhlo::Version", "getMaxVersion">,
  ];
}

def VHLO_VersionedAttrInterface : AttrInterface<"VersionedAttrInterface"> {
  let cppNamespace = "::mlir::vhlo";
  let methods = [
    InterfaceMethod<"The first version the attribute exists in.",
                    "::mlir::vhlo::Version", "getMinVersion">,
    InterfaceMethod<"The last version the attribute exists in (inclusive).",
                    "::mlir::vhlo::Version", "getMaxVersion">,
  ];
}

// The C++ bodies of getMinVersion/getMaxVersion for a version range.
class VHLO_VersionMethods<string min, string max> {
  code body = [{
    ::mlir::vhlo::Version getMinVersion() {
      return ::mlir::vhlo::Version::parseOrDie("}] # min # [{");
    }
    ::mlir::vhlo::Version getMaxVersion() {
      return ::mlir::vhlo::Version::parseOrDie("}] # max # [{");
    }
  }];
}

def VHLO_AnyType : AnyTypeOf<[AnyType]>;
def VHLO_AnyAttr : Attr<CPred<"true">, "any attribute"> {
  let storageType = "::mlir::Attribute";
  let returnType = "::mlir::Attribute";
  let convertFromStorage = "$_self";
  let constBuilderCall = "$0";
}
def VHLO_AnyRegion : Region<CPred<"true">, "any region">;

#endif // STABLEHLO_GO_DIALECT_VHLO_BASE_TD
